import type { TCoachRequest } from './coach-answer';

/**
 * "maybe i should exercise more, idk", "one day i'd love to learn the violin", "might go for a run
 * tomorrow, not sure yet": a wish the speaker hedges and asks nothing for is thinking aloud, not a request.
 * Only a new name or focus read from the words alone gives way to it; "maybe add a flossing habit" asks
 * outright, and "perhaps i'll read every night" says when, so either is still a request.
 */

const hedge =
  // The normalised text spells "one day" as "1 day"; only opening the message is it "some day".
  /^(?:one|1) day\b|\b(?:maybe|perhaps|probably|possibly|someday|some day|(?:one|1) of these days|at some point|eventually|sometime|idk|dunno|not sure|who knows|we'?ll see|i guess|i suppose|might|could try|ought to)\b/;

const asksOutright =
  /\b(?:add|create|set (?:it |that |this )?up|setup|track|log|make (?:it|that|this|a|an)|start tracking|habits?|goals?|focus|remind|please|pls|plz)\b/;

const recurring =
  /\b(?:every|each|daily|nightly|weekly|weekends|weekdays|mornings|evenings|nights|a (?:day|week|night)|per|times|x)\b/;

export function isHedgedWish({ text }: TCoachRequest): boolean {
  return hedge.test(text) && !asksOutright.test(text) && !recurring.test(text);
}
