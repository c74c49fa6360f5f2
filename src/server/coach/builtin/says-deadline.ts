/**
 * "by the end of the year", "by december", "before summer", "by 2027": a deadline ahead says what is to be
 * reached, so the message is no record of what was done (a skill's baseline, a practice session).
 */
const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
export const saysDeadline = new RegExp(
  `\\b(?:by|before|until|till) (?:the )?(?:end of (?:the |this |next )?(?:year|month|summer|spring|autumn|fall|winter|${month})|(?:next|this) (?:year|month|summer|spring|autumn|fall|winter)|${month}\\b|20\\d\\d\\b|summer|christmas|new year)`,
);

// The readings that record what was done, which a deadline ahead rules out.
const recordOfDone = new Set(['update_skill_baseline', 'create_skill_entry']);

export function deadlineRulesOut(intent: string, text: string): boolean {
  return recordOfDone.has(intent) && saysDeadline.test(text);
}
