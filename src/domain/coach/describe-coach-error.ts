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

const failedToExecute = 'Failed to execute action';

/**
 * Spec 8: the chat shows 'Action failed: …' or 'Failed to execute action: …'. The first is the
 * server's verdict on the action (it answered and refused it: not found, invalid, not allowed); the
 * second is an action that never got a verdict (no answer, or the server broke while running it), so
 * nothing is known to have changed and it may be tried again.
 */
export function describeActionFailure(error: unknown, status: number | undefined): string {
  const reason = describeCoachError(error);
  if (status !== undefined && status < 500) return `Action failed: ${reason}`;
  const detail =
    reason === failedToExecute || reason === unknownCoachErrorMessage
      ? 'the server could not run it. Please try again.'
      : reason;
  return `${failedToExecute}: ${detail}`;
}
