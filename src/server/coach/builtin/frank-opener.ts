/**
 * "honestly thank u so much", "not gonna lie i smashed it this week", "tbh feeling rough": an opener that
 * only says the speaker is being frank is no part of what is said, so small talk reads what follows it
 * (left in, "not gonna lie…" was read as a focus "Lie i smashed it").
 */
const frankOpener =
  /^(?:(?:honestly|seriously|truly|genuinely|frankly|tbh|ngl|to be (?:honest|fair)|not gonna lie|not going to lie|i (?:have to|gotta|must) say|i'll be honest)[,!.:]?\s+)+/;

export function withoutFrankOpener(text: string): string {
  const rest = text.replace(frankOpener, '');
  return rest === '' ? text : rest;
}

// "so much", "for the help": what makes thanks warmer, counted as no words of its own.
const warmerThanks =
  /\b(?:so|very|ever so) much\b|\bfor (?:the|your|all (?:the|your)) (?:help|advice|tips|answers?|support)\b/g;

/** The words of a thank-you that count towards telling it from a request said after thanks. */
export function thanksWordCount(text: string): number {
  return text.replace(warmerThanks, ' ').trim().split(/\s+/).length;
}
