import type { TCoachContext } from '../coach-provider';
import { payloadTypeAlias } from './action-tools';

const productText = `You are the coach inside Compound, an app where people build habits, reach goals and grow skills.
People keep habits (yes/no or counted, logged per day), goals (with a target, a deadline, baselines and linked habits),
skills with subskills (practice hours, XP and levels), a daily focus, focus sessions and daily insights.`;

const actionRules = `You can propose changes to the user's data by calling one of the tools. A tool call is only a proposal:
the app shows it with a preview and the user confirms, changes or cancels it, so never claim it is already done.
Propose at most one tool call per answer; for several changes use batch. In a batch, a later step may refer to what an
earlier step creates as "$n", n being that step's number counted from 1 (for example create_habit, create_goal, then
link_habit_to_goal with habit_id "$1" and goal_id "$2"). Use only ids from the context below, never invent one.
Dates are YYYY-MM-DD and default to the user's today; times are HH:MM. A habit's kind (boolean or number) goes in
${payloadTypeAlias}. When you propose an action, say in one short sentence what it will do.`;

const styleSignedIn =
  'Answer in Markdown, warmly and concretely, using the user’s own data. Keep answers focused: a few short paragraphs or a short list.';
const styleGuest =
  'The user is a guest (not signed in): keep every answer short, at most three sentences or a short list. Their account cannot be changed until they sign in, but you may still propose an action to show what you would do.';

/**
 * Said only when the context carries them (a question about streaks, strength or goal progress): they are
 * the figures the app's pages show, so the model quotes them rather than recounting 14 days of logs.
 */
const figuresNote = `Each habit's stats (current_streak, best_streak, strength from 0 to 1) and each goal's progress (0 to 1)
cover the whole history and are the figures the app shows: quote them as they are (strength and progress as percentages)
and never work out other ones from recent_logs.`;

function hasFigures({ habits, goals }: TCoachContext): boolean {
  return habits.some((habit) => habit.stats) || goals.some((goal) => goal.progress);
}

/** The system message of every turn: the product, the action rules, and the user's context as compact JSON. */
export function buildCoachSystemPrompt(context: TCoachContext, guest: boolean): string {
  return [
    productText,
    actionRules,
    guest ? styleGuest : styleSignedIn,
    ...(hasFigures(context) ? [figuresNote] : []),
    `The user's context (today is ${context.today} in ${context.timezone}; each habit's recent_logs cover the last 14 days as "date: value", ✓ when complete):`,
    JSON.stringify(compactContext(context)),
  ].join('\n\n');
}

/**
 * The context with each habit's logs folded into it as short lines: a row per log as JSON would make the
 * prompt of an active user several times longer (slower and dearer) without telling the model more.
 */
function compactContext({ recent_logs, habits, ...rest }: TCoachContext) {
  const linesByHabit = new Map<string, string[]>();
  for (const log of recent_logs) {
    const value = log.value_number ?? log.value_boolean ?? '–';
    const minutes = log.time_tracked_seconds > 0 ? ` (${Math.round(log.time_tracked_seconds / 60)} min)` : '';
    const lines = linesByHabit.get(log.habit_id) ?? [];
    lines.push(`${log.date}: ${value}${log.is_complete ? ' ✓' : ''}${minutes}`);
    linesByHabit.set(log.habit_id, lines);
  }
  return {
    ...rest,
    habits: habits.map((habit) => ({ ...habit, recent_logs: (linesByHabit.get(habit.id) ?? []).sort() })),
  };
}
