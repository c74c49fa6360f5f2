/** Limits of spec section 9 ("Baseline hours", "Quality rating", "Time tracked"). */
export const baselineHoursMin = 0;
export const baselineHoursMax = 10_000;
export const skillEntrySecondsMin = 1;
export const skillEntrySecondsMax = 86_400;
export const skillEntryWarnSeconds = 7_200;
export const qualityRatingMin = 1;
export const qualityRatingMax = 5;
export const subskillNameMinLength = 2;
export const subskillNameMaxLength = 50;
export const skillNameMinLength = 2;
export const skillNameMaxLength = 100;
export const skillNameMessage = `Skill name must be at least ${skillNameMinLength} characters`;
export const skillNameTooLongMessage = `Skill name is too long (max ${skillNameMaxLength} characters)`;

/**
 * The subskill practice goes on when a skill has none yet (decision 0025): created on the first logged
 * session, from the coach or from the skill page's Log practice.
 */
export const defaultSubskillName = 'General';
