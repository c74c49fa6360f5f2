import { formatCount } from '../../../domain/text/format-count';
import { guestDataReply } from './answer-data-question';
import { isQuestionShaped } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, shareOf } from './find-rows';
import { bold, joinList } from './write-reply';

/**
 * "is run linked to any of my goals", "which habits count toward my marathon goal", "what are my habits
 * linked to": the links the goals page shows, each with its weight, read from the context (issue 36).
 */

type TContext = TCoachRequest['context'];
type TLink = NonNullable<TContext['habit_goal_links']>[number];

const asksAboutLinks =
  /\b(?:linked|connected|tied|attached|hooked up|counts? (?:to|towards?)|contribut(?:es|ing) to|feeds? into)\b/;
// "how do i link a habit to a goal", "what's the contribution weight when you link…": how linking works,
// a question for the Goals help page, not about the user's links.
const asksHowLinkingWorks = /^(?:how (?:do|can|should|would) i|what(?:'s| is| are)? the)\b|\bwhen you\b/;

/** "what weight does run have on the marathon goal": a link's weight asked with both its rows named. */
function asksOwnWeight(text: string, context: TContext): boolean {
  return (
    /\b(?:weight(?:ing|ed)?|weighs?|contribution)\b/.test(text) &&
    findHabit(text, context) !== null &&
    findGoal(text, context) !== null
  );
}

function linksOf(context: TContext): TLink[] {
  return context.habit_goal_links ?? [];
}

function nameOf(rows: readonly { id: string; name: string }[], id: string): string {
  return rows.find((row) => row.id === id)?.name ?? id;
}

function weighted(name: string, link: TLink): string {
  return `${bold(name)} (weight ${link.contribution})`;
}

function describeHabitLinks(context: TContext, habit: { id: string; name: string }): string {
  const links = linksOf(context).filter((link) => link.habit_id === habit.id);
  if (links.length === 0)
    return `${bold(habit.name)} isn't linked to any goal yet. To link it, say e.g. "link ${habit.name} to my goal".`;
  const goals = links.map((link) => weighted(nameOf(context.goals, link.goal_id), link));
  return `${bold(habit.name)} is linked to ${joinList(goals)}: each time you do it, it counts toward ${links.length > 1 ? 'them' : 'it'}.`;
}

function describeGoalLinks(context: TContext, goal: { id: string; name: string }): string {
  const links = linksOf(context).filter((link) => link.goal_id === goal.id);
  if (links.length === 0)
    return `${bold(goal.name)} has no habits linked yet. Say e.g. "link Read to ${goal.name}" to make a habit count toward it.`;
  const habits = links.map((link) => weighted(nameOf(context.habits, link.habit_id), link));
  return `${bold(goal.name)} has ${formatCount(links.length, 'linked habit')}: ${joinList(habits)}.`;
}

function describeAllLinks(context: TContext): string {
  const links = linksOf(context);
  if (links.length === 0)
    return 'None of your habits is linked to a goal yet. Link one on the Goals page, or ask me.';
  const lines = links.map(
    (link) =>
      `- ${bold(nameOf(context.habits, link.habit_id))} → ${weighted(nameOf(context.goals, link.goal_id), link)}`,
  );
  return `Your habits linked to goals:\n\n${lines.join('\n')}`;
}

export function answerGoalLinks(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!isQuestionShaped(text) || !(asksAboutLinks.test(text) || asksOwnWeight(text, context))) return null;
  if (asksHowLinkingWorks.test(text) && !asksOwnWeight(text, context)) return null;
  if (/^(?:can|could|would|will) you\b|\b(?:please|pls)\b/.test(text)) return null;
  const habit = findHabit(text, context);
  const goal = findGoal(text, context);
  if (habit === null && goal === null && !/\bmy (?:habits|goals)\b/.test(text)) return null;
  if (request.guest || !context.signed_in) return { reply: guestDataReply, action: null };
  // "is run linked to any of my goals": a habit named, goals in general; "…toward my marathon goal": the goal.
  const goalNamed =
    goal !== null && (habit === null || shareOf(goal) > shareOf(habit) || /\bgoal\b/.test(text));
  if (goalNamed && !/\b(?:any|which|what) (?:of )?(?:my |the )?goals\b/.test(text))
    return { reply: describeGoalLinks(context, goal.row), action: null };
  if (habit !== null) return { reply: describeHabitLinks(context, habit.row), action: null };
  return { reply: describeAllLinks(context), action: null };
}
