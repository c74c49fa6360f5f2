import type { TProposedAction } from './chat-types';

/** Spec 4: what the coach says when a turn produced no text and no action. */
export const defaultCoachReply =
  'I’m here to help. We can plan your day, create a habit or goal, review your analytics, or set a focus for today.';

/**
 * The text an assistant turn shows. A model may answer with only a tool call, or with nothing: an empty or
 * whitespace-only reply becomes the proposed action's default message (its preview), else the default reply.
 */
export function fillEmptyReply(reply: string, action: TProposedAction | null): string {
  if (reply.trim() !== '') return reply;
  const preview = action?.preview.trim() ?? '';
  return preview !== '' ? preview : defaultCoachReply;
}
