/** Limits of spec sections 4 ("Goals") and 9 ("Goal target", "Goal progress window"). */
export const goalTitleMinLength = 3;
export const goalTitleMaxLength = 100;
export const goalDescriptionMaxLength = 500;
export const goalTargetMin = 0;
export const goalTargetMax = 1_000_000;
export const goalEndDateHorizonMonths = 6;
export const goalCountWarning = 10;
export const goalBaselineMetricMinLength = 2;
export const goalBaselineValueMax = 10_000_000;
export const goalProgressWindowDays = 7;
export const goalProgressMinWeight = 0.1;
/** goals.status values the app sets; the table's default is active. */
export const goalStatuses = ['active', 'paused', 'completed'] as const;
export type TGoalStatus = (typeof goalStatuses)[number];
