/** Spec 5: what the coach's input and buttons allow at a moment. */
export type TCoachInputState = {
  /** A reply or an action is on its way. */
  pending: boolean;
  guest: boolean;
  /** A guest's requests left, once the server has said; null while unknown. */
  remaining: number | null;
};

/** The input is disabled while a reply is pending or when a guest has no requests left. */
export function isCoachInputDisabled({ pending, guest, remaining }: TCoachInputState): boolean {
  return pending || (guest && remaining !== null && remaining <= 0);
}

/** The send check: something to say, and an input that takes it. The suggested prompts follow it too. */
export function canSendCoachMessage(state: TCoachInputState, text: string): boolean {
  return !isCoachInputDisabled(state) && text.trim() !== '';
}

/** Spec 2: 'Sign in for unlimited' appears when 2 or fewer guest requests remain. */
export function shouldHintSignIn({ guest, remaining }: TCoachInputState): boolean {
  return guest && remaining !== null && remaining <= 2;
}
