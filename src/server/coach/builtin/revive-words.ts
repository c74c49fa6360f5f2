/**
 * "set lose weight back to active", "turn journal back on", "make stretch active again": a thing put back to how
 * it was before it was stopped is revived — a goal made active, an archived habit restored. "back on" alone is
 * left to the readers that know it ("back on track" is no revival).
 */
export const reviveWords =
  /\b(?:turn|switch|flip|set|put|make|mark|get)\b.{1,40}?\b(?:back on|back to active|active again)\b|\bback to (?:being )?active\b|\bre-?activated?\b/;
