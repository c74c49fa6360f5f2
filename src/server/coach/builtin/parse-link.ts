import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, findSkill, shareOf } from './find-rows';
import { proposeAction } from './propose-action';
import { bold, writeProposal } from './write-reply';

/**
 * Links from a habit to a goal or a skill: "link reading to my book goal", "connect my run habit to
 * the marathon goal with weight 2", "running counts toward the marathon", "link guitar practice to
 * the guitar skill, weight 3".
 */

const linkPatterns: { pattern: RegExp; habitFirst: boolean }[] = [
  {
    pattern: /\b(?:link|connect|attach|tie|associate|hook up|add)\s+(.+?)\s+(?:to|with|into)\s+(.+)/,
    habitFirst: true,
  },
  // "connect guitar practice and the guitar skill": two things joined by a verb of joining ("add" is not one).
  { pattern: /\b(?:link|connect|tie|associate|pair)\s+(.+?)\s+(?:and|&)\s+(.+)/, habitFirst: true },
  {
    pattern:
      /^(.+?)\s+(?:counts? (?:toward|towards|for|to)|helps?(?: with| me with)?|contributes? to|supports?|feeds(?: into)?|is part of|builds?)\s+(.+)/,
    habitFirst: true,
  },
  // "i want my guitar hours counted in the guitar skill": the habit's time counted in a skill or goal named as one.
  {
    pattern:
      /^(.+?)\s+(?:counted|to count|counts?)\s+(?:in|into|toward|towards|for|to)\s+(.+?\b(?:skill|goal)\b.*)/,
    habitFirst: true,
  },
];
const weightPattern = /\b(?:weight|contribution|weighted|weigh)\s*(?:of|at|=|:|to)?\s*(\d+(?:\.\d+)?)\b/;

/** The link between the habit the first text names and the goal or skill the second names, if both are found. */
function proposeLink(request: TCoachRequest, habitText: string, target: string): TCoachAnswer | null {
  const { text, context } = request;
  const habit = findHabit(habitText, context);
  if (habit === null) return null;
  const targetText = target.replace(weightPattern, ' ');
  const weightMatch = weightPattern.exec(text);
  const weight = weightMatch ? Number(weightMatch[1]) : 1;
  const skill = findSkill(targetText, context);
  const goal = findGoal(targetText, context);
  const wantsSkill =
    skill !== null &&
    (/\bskill\b/.test(targetText) || shareOf(skill) > shareOf(goal)) &&
    !/\bgoal\b/.test(targetText);
  if (wantsSkill && skill) {
    const reply = writeProposal(
      {
        lead: `I'll link ${bold(habit.row.name)} to your ${bold(skill.row.name)} skill with weight ${weight}: time on it will count as ${skill.row.name} practice.`,
        question: 'Shall I link them?',
      },
      request.guest,
    );
    return proposeAction(request, reply, {
      type: 'link_habit_to_skill',
      habit_id: habit.row.id,
      skill_id: skill.row.id,
      weight,
    });
  }
  if (goal === null) return null;
  const reply = writeProposal(
    {
      lead: `I'll link ${bold(habit.row.name)} to your goal ${bold(goal.row.name)} with contribution ${weight}, so each day you do it moves the goal forward.`,
      question: 'Shall I link them?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'link_habit_to_goal',
    habit_id: habit.row.id,
    goal_id: goal.row.id,
    contribution: weight,
  });
}

function withoutPunctuation(text: string): string {
  return text.replace(/[,.!]+/g, ' ').replace(/\s+/g, ' ');
}

export function parseLink(request: TCoachRequest): TCoachAnswer | null {
  for (const { pattern } of linkPatterns) {
    const match = pattern.exec(withoutPunctuation(request.text));
    if (!match?.[1] || !match[2]) continue;
    const answer = proposeLink(request, match[1], match[2]);
    if (answer !== null) return answer;
  }
  return askLinkTarget(request);
}

/**
 * The slot filling for a message the classifier reads as a link, whatever its verb ("my guitar habit
 * should feed the guitar skill"): the first place the message splits into a habit's name before and a
 * goal's or skill's name after.
 */
export function fillLink(request: TCoachRequest): TCoachAnswer | null {
  const words = withoutPunctuation(request.text).trim().split(' ');
  for (let split = 1; split < words.length; split += 1) {
    const answer = proposeLink(request, words.slice(0, split).join(' '), words.slice(split).join(' '));
    if (answer?.action != null) return answer;
  }
  return null;
}

/** "link reading": the habit is clear, what it should count toward is not. */
function askLinkTarget(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const named = /^(?:please )?(?:link|connect|attach|tie)\s+(.+)$/.exec(text)?.[1];
  if (!named) return null;
  const habit = findHabit(named, context);
  if (habit === null) return null;
  const options = [
    ...context.goals.map((goal) => goal.name),
    ...context.skills.map((skill) => `${skill.name} (skill)`),
  ];
  if (options.length === 0)
    return {
      reply: `There's nothing to link ${bold(habit.row.name)} to yet — create a goal first, e.g. "set a goal to read 20 books by December".`,
      action: null,
    };
  return {
    reply: `Link ${bold(habit.row.name)} to what? Your goals and skills: ${options.map(bold).join(', ')}. Say e.g. "link ${habit.row.name} to ${context.goals[0]?.name ?? context.skills[0]?.name ?? ''}".`,
    action: null,
  };
}
