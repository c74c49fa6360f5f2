/** Spec 4 "Assistant reply": what an empty reply becomes when no action speaks for it. */
export const defaultCoachReply =
  'I’m here to help. We can plan your day, create a habit or goal, review your analytics, or set a focus for today.';

/**
 * The assistant's final text: the model's, or for an empty or whitespace-only reply the proposed action's
 * default message (its preview, asking for a confirmation), or else the spec's default reply.
 */
export function settleAssistantReply(text: string, action: { preview: string } | null): string {
  if (text.trim() !== '') return text;
  if (action) return `${action.preview}. Shall I go ahead?`;
  return defaultCoachReply;
}
