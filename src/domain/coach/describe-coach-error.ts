/**
 * What the coach panel shows for a failed turn (spec 8 "Coach display"). Upstream-AI failures reach the
 * browser as messages naming OPENAI; the browser's own network failure is fetch's 'Failed to fetch'.
 */
export const assistantUnavailableMessage =
  'The assistant is temporarily unavailable. Please try again in a moment.';
export const assistantUnreachableMessage =
  'Unable to reach the assistant. Check your connection and try again.';
export const unknownCoachErrorMessage = 'Something went wrong.';

export function describeCoachError(error: unknown): string {
  if (!(error instanceof Error)) return unknownCoachErrorMessage;
  if (error.message.includes('OPENAI')) return assistantUnavailableMessage;
  if (error.message.includes('Failed to fetch')) return assistantUnreachableMessage;
  return error.message || unknownCoachErrorMessage;
}
