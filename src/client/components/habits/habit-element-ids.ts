// The ids of the tracker's elements that focus moves to, shared by the page and the parts it loads
// later (the archive), so the page can look for them without loading those parts' code.

/** The id of a habit's start button, so focus can come back to it when its timer stops. */
export const startTimerButtonId = (habitId: string) => `start-timer-${habitId}`;

/** The id of a habit's row, so focus can move on when the row leaves the list. */
export const habitRowId = (habitId: string) => `habit-${habitId}`;

/** The id of an archived habit's row, so focus can move on when it leaves the archive. */
export const archivedHabitId = (habitId: string) => `archived-habit-${habitId}`;
