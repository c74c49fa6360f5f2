import { formatWeekdayLongDate } from '../../../domain/dates/day-titles';

/**
 * The coach's sentences. Every proposal ends by asking to confirm and says how to change it, so the
 * pending-action banner and the reply agree on what happens next.
 */

export type TProposalReply = {
  /** The first sentence: what the coach understood and proposes. */
  lead: string;
  /** Bullet points with the details (target, date…); left out for guests. */
  details?: string[];
  /** A tip after the details, e.g. what to say to change it; left out for guests. */
  tip?: string;
  /** The question that ends the reply. */
  question?: string;
};

export function writeProposal(reply: TProposalReply, guest: boolean): string {
  const question = reply.question ?? 'Shall I go ahead?';
  if (guest) return `${reply.lead} ${question} (Sign in to save it to your account.)`;
  const parts = [reply.lead];
  if (reply.details && reply.details.length > 0)
    parts.push(reply.details.map((line) => `- ${line}`).join('\n'));
  if (reply.tip) parts.push(reply.tip);
  parts.push(question);
  return parts.join('\n\n');
}

/** "**Read**" — names are bold so they stand out in the panel's Markdown. */
export function bold(text: string): string {
  return `**${text.replace(/\*/g, '')}**`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c", or "a, b or c" for a choice. */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** 1 → "1 page", 20 → "20 pages"; units such as km stay as they are. */
export function formatAmount(value: number, unit: string | null): string {
  if (unit === null) return String(value);
  return `${value} ${value === 1 ? singularize(unit) : unit}`;
}

function singularize(unit: string): string {
  if (/(ss|ch|sh|x)es$/.test(unit)) return unit.slice(0, -2);
  if (/[^s]s$/.test(unit) && unit.length > 3) return unit.slice(0, -1);
  return unit;
}

/** "2026-03-12" → "Thursday 12 March" (the date key is read as UTC, so no local shift). */
export function formatDay(dateKey: string, today: string): string {
  if (dateKey === today) return 'today';
  const date = new Date(`${dateKey}T00:00:00Z`);
  const todayDate = new Date(`${today}T00:00:00Z`);
  const days = Math.round((date.getTime() - todayDate.getTime()) / 86_400_000);
  if (days === -1) return 'yesterday';
  if (days === 1) return 'tomorrow';
  return `on ${formatWeekdayLongDate(dateKey, date.getUTCFullYear() !== todayDate.getUTCFullYear())}`;
}
