/**
 * "how many km did I run", "whats my streak on reading", "is my water habit on track": a message that
 * asks about something, with or without a question mark. A question is answered, never turned into a
 * log or a new habit, goal or focus. "when I woke up I meditated" and "what I'll focus on tomorrow: …" are not questions.
 */
const questionStart =
  /^(?:how (?:many|much|often|long|is|are|am|do|does|did|was|were|far)|how's|what(?! i\b| i'(?:ll|m|d|ve)\b)|what's|whats|which|when (?:is|are|do|does|did|was|will|should)|why|where|who|did i|do i|have i|am i|is my|are my|is it|can i|should i)\b/;

export function looksLikeQuestion(text: string): boolean {
  return questionStart.test(text) || /\?\s*$/.test(text);
}
