/** Limits of spec section 9 ("Habit target", "Time tracked", "Log age warning"). */
export const habitTypes = ['boolean', 'number'] as const;
export type THabitType = (typeof habitTypes)[number];

export const habitNameMinLength = 2;
export const habitNameWarnLength = 50;
export const habitTargetMin = 0;
export const habitTargetMax = 10_000;
export const timeTrackedMaxSeconds = 86_400;
export const logAgeWarningDays = 30;
export const logsPerDayWarningCount = 5;
