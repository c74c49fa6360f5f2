import { suggestedPrompts, type TSuggestedPromptId } from '../../../domain/coach/suggested-prompts';
import { addDays } from '../../../domain/dates/date-key';
import { formatPercent } from '../../../domain/text/format-percent';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { proposeHabit } from './parse-create-habit';
import { buildCreateGoalAction } from './parse-goal-requests';
import { proposeAction } from './propose-action';
import { reviewWindowDays, summarizeHabits, type THabitSummary } from './summarize-habits';
import { bold, formatAmount, formatDay, writeProposal } from './write-reply';

/**
 * The panel's three suggested prompts (and everyday ways of asking the same), answered from the
 * user's last 14 days: a review with one focus, a SMART goal from the steadiest habit, and an
 * implementation intention for a habit not yet done today. Without data the answer is general
 * guidance and an offer to create a first habit.
 */

const promptTexts = new Map<string, TSuggestedPromptId>(
  suggestedPrompts.map((prompt) => [normalizeMessage(prompt.text), prompt.id]),
);
const paraphrases: [RegExp, TSuggestedPromptId][] = [
  [/\bimplementation intentions?\b|\bif-then plan\b|\bwhen-then plan\b/, 'implementation_intention'],
  [
    /\bsmart goals?\b|\b(?:suggest|propose|recommend|give me) (?:a |me a )?goal\b|\bgoal (?:based on|from) my (?:habits|routine)\b/,
    'smart_goal',
  ],
  [
    /\b(?:review|recap|summari[sz]e|look back at|assess|evaluate) (?:my |the )?(?:last|past|previous)?\s*(?:\d+ )?(?:weeks?|days?|fortnight|progress|habits|routine)\b|\bhow (?:did|have|am) i (?:do|did|done|doing|been doing)\b|\bhow'?s my (?:progress|week|month|routine)(?: going)?\b|\bhow'?s it going with my habits\b|\bwhat should i (?:focus on|work on|prioriti[sz]e)\b|\bhow am i getting on\b/,
    'review',
  ],
];

function readPromptId(text: string): TSuggestedPromptId | null {
  const exact = promptTexts.get(text);
  if (exact) return exact;
  return paraphrases.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const starterHabit = { name: 'Read', target: 10, unit: 'pages', frequency: null };
const smartGoalWeeks = 6;

export function answerSuggestedPrompt(request: TCoachRequest): TCoachAnswer | null {
  const id = readPromptId(request.text);
  if (id === null) return null;
  const summaries = summarizeHabits(request.context);
  if (summaries.length === 0) return answerWithoutData(request, id);
  if (id === 'review') return answerReview(request, summaries);
  if (id === 'smart_goal') return answerSmartGoal(request, summaries);
  return answerIntention(request, summaries);
}

const guidance: Record<TSuggestedPromptId, string> = {
  review:
    "There's nothing to review yet — no habits or logs in the last 2 weeks. The quickest way to get a useful review is one small habit you can do every day, logged for a week.",
  smart_goal:
    "A SMART goal is Specific, Measurable, Achievable, Relevant and Time-bound — and the best ones grow out of a habit you already keep. You don't have habits yet, so let's start one; in a couple of weeks I can turn it into a goal.",
  implementation_intention:
    'An implementation intention ties a habit to a cue: "After I pour my morning coffee, I will read 10 pages at the kitchen table." It works best with a habit you already track — and you have none yet.',
};

function answerWithoutData(request: TCoachRequest, id: TSuggestedPromptId): TCoachAnswer {
  const lead = request.guest
    ? `${guidance[id].split('. ')[0]}. A good first step: a tiny daily habit like reading 10 pages.`
    : `${guidance[id]}\n\nHow about a first habit: ${bold('Read')} — 10 pages a day?`;
  return proposeHabit(request, starterHabit, lead);
}

function formatChecklistLine(summary: THabitSummary): string {
  const days =
    summary.possibleDays === reviewWindowDays
      ? `${summary.completedDays}/${reviewWindowDays} days`
      : `${summary.completedDays}/${summary.possibleDays} days (new)`;
  return `- [${summary.rate >= 0.5 ? 'x' : ' '}] ${summary.habit.name} — ${days}`;
}

function answerReview(request: TCoachRequest, summaries: THabitSummary[]): TCoachAnswer {
  const best = summaries[0] as THabitSummary;
  const weakest = summaries.at(-1) as THabitSummary;
  const total = summaries.reduce((sum, summary) => sum + summary.completedDays, 0);
  const possible = summaries.reduce((sum, summary) => sum + summary.possibleDays, 0);
  const focus =
    weakest.completedDays === 0
      ? `Restart ${weakest.habit.name} today — the smallest version counts`
      : `${weakest.habit.name} today — keep it small and just show up`;
  const overall = Math.round((total / Math.max(possible, 1)) * 100);
  const action = { type: 'set_focus', focus, date: request.context.today };
  if (request.guest)
    return proposeAction(
      request,
      `${overall}% of your habit-days were done. Suggested focus: ${bold(focus)}. Set it for today?`,
      action,
    );
  const parts = [
    `Here's your last 2 weeks — ${overall}% of habit-days done:`,
    summaries.map(formatChecklistLine).join('\n'),
    summaries.length > 1
      ? `**Strongest:** ${best.habit.name} (${formatPercent(best.rate)}) — that one is becoming automatic. **Needs attention:** ${weakest.habit.name} (${formatPercent(weakest.rate)}).`
      : `**${best.habit.name}:** ${formatPercent(best.rate)} of days.`,
    `**One focus:** ${focus}. Improving your weakest habit a little does more than pushing the strongest one further.`,
    "Shall I set it as today's focus?",
  ];
  return proposeAction(request, parts.join('\n\n'), action);
}

function answerSmartGoal(request: TCoachRequest, summaries: THabitSummary[]): TCoachAnswer {
  const { context } = request;
  const steady = summaries[0] as THabitSummary;
  const { habit } = steady;
  const daysPerWeek = Math.min(7, Math.max(3, Math.ceil(steady.rate * 7)));
  const endDate = addDays(context.today, smartGoalWeeks * 7);
  const counted = habit.type === 'number' && habit.target !== null && habit.target > 0;
  const targetValue = counted
    ? Math.round((habit.target ?? 0) * daysPerWeek * smartGoalWeeks)
    : daysPerWeek * smartGoalWeeks;
  const unit = counted ? habit.unit : 'days';
  const title = counted
    ? `${habit.name} ${formatAmount(targetValue, unit)} in ${smartGoalWeeks} weeks`
    : `${habit.name} on ${targetValue} days in ${smartGoalWeeks} weeks`;
  const deadline = formatDay(endDate, context.today).replace(/^on /, '');
  const smart = [
    `**Specific:** ${habit.name}, ${daysPerWeek} days a week${counted ? ` (${formatAmount(habit.target ?? 0, habit.unit)} each time)` : ''}.`,
    `**Measurable:** ${formatAmount(targetValue, unit)} in total, tracked by your ${habit.name} logs.`,
    `**Achievable:** you did it on ${steady.completedDays} of the last ${steady.possibleDays} days (${formatPercent(steady.rate)}), so ${daysPerWeek} days a week is within reach.`,
    `**Relevant:** it builds on ${habit.name}, your most consistent habit — momentum you already have.`,
    `**Time-bound:** by ${deadline} (${smartGoalWeeks} weeks).`,
  ];
  const goal = buildCreateGoalAction({
    title: title.slice(0, 100),
    target_value: targetValue,
    unit,
    end_date: endDate,
  });
  const action = {
    type: 'batch',
    actions: [
      { ...goal, description: smart.join(' ').replace(/\*\*/g, '').slice(0, 500) },
      { type: 'link_habit_to_goal', habit_id: habit.id, goal_id: '$1', contribution: 1 },
    ],
  };
  const reply = writeProposal(
    {
      lead: `Here's a SMART goal built on your steadiest habit: ${bold(title)}.`,
      details: smart,
      tip: `I'll link ${habit.name} to it so every log moves it forward.`,
      question: 'Shall I create the goal and the link?',
    },
    request.guest,
  );
  return proposeAction(request, reply, action);
}

const cues: [RegExp, string, string][] = [
  [/stretch|yoga|mobility/, 'I get out of bed', 'next to my bed'],
  [/read|book/, 'I finish dinner', 'on the sofa'],
  [/meditat|mindful|breath/, 'I pour my morning coffee', 'in a quiet corner'],
  [/water|drink|hydrat/, 'I sit down at my desk', 'with a full glass beside me'],
  [/run|walk|jog|gym|workout|exercise|train|swim|bike|cycl/, 'I finish work', 'on my usual route'],
  [/journal|write|diary/, 'I close my laptop for the day', 'at my desk'],
  [/guitar|piano|practice|music|sing|language|spanish|study/, 'I finish dinner', 'in the living room'],
];

function writeIntention(summary: THabitSummary): string {
  const { habit } = summary;
  const lower = habit.name.toLowerCase();
  const [, cue, place] = cues.find(([pattern]) => pattern.test(lower)) ?? [
    null,
    'I finish lunch',
    'right where I am',
  ];
  const amount =
    habit.type === 'number' && habit.target !== null ? ` (${formatAmount(habit.target, habit.unit)})` : '';
  return `After ${cue}, I will ${lower}${amount} ${place}.`.slice(0, 200);
}

function answerIntention(request: TCoachRequest, summaries: THabitSummary[]): TCoachAnswer {
  const open = summaries.filter((summary) => !summary.doneToday);
  const chosen = (open.at(-1) ?? summaries.at(-1)) as THabitSummary;
  const intention = writeIntention(chosen);
  const action = { type: 'set_focus', focus: intention, date: request.context.today };
  const why =
    open.length === 0
      ? `You've already done every habit today — nice. Here's one to lock in ${bold(chosen.habit.name)} next time:`
      : `${bold(chosen.habit.name)} isn't done yet today (${chosen.completedDays}/${chosen.possibleDays} days lately), so let's tie it to a cue:`;
  const reply = writeProposal(
    {
      lead: request.guest ? `Try this: ${bold(intention)}` : why,
      details: [bold(intention)],
      tip: 'Deciding the when and where in advance makes you much more likely to follow through. Change the cue or place to fit your day — just tell me.',
      question: "Shall I set it as today's focus?",
    },
    request.guest,
  );
  return proposeAction(request, reply, action);
}
