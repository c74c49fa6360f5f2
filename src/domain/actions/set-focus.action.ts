import { z } from 'zod';
import { diffDays } from '../dates/date-key';
import { formatCalendarDate } from '../dates/day-titles';
import { pickFirstDefined, ZOptionalDateKey } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';

export const focusMinLength = 3;
export const focusMaxLength = 200;
const focusTooShortMessage = `Focus text must be at least ${focusMinLength} characters`;
const focusTooLongMessage = `Focus text is too long (max ${focusMaxLength} characters)`;
// "More than a year ahead" in days, so that leap years do not move the line by a day.
const focusHorizonDays = 365;

/** The set_focus payload once aliases are renamed by normalizeSetFocus. */
export const ZSetFocus = z.object({
  focus: z
    .string({ error: focusTooShortMessage })
    .trim()
    .min(focusMinLength, { error: focusTooShortMessage })
    .max(focusMaxLength, { error: focusTooLongMessage }),
  date: ZOptionalDateKey,
});
export type TSetFocus = z.infer<typeof ZSetFocus>;

export type TSetFocusAction = { type: 'set_focus'; focus: string; date: string };
export type TSetFocusContext = { today: string };

export function normalizeSetFocus(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    focus: pickFirstDefined(payload, ['focus', 'text', 'title']),
    date: pickFirstDefined(payload, ['date']),
  };
}

/** The user's today when no date is given; warnings for a past day or one more than a year ahead. */
export function checkSetFocus(data: TSetFocus, context: TSetFocusContext): TValidation<TSetFocusAction> {
  const date = data.date ?? context.today;
  const daysAhead = diffDays(date, context.today);
  return concludeValidation(
    { type: 'set_focus', focus: data.focus, date },
    [],
    [
      ...(daysAhead < 0 ? ['Focus date is in the past'] : []),
      ...(daysAhead > focusHorizonDays ? ['Focus date is more than a year ahead'] : []),
    ],
  );
}

export function previewSetFocus({ focus, date }: TSetFocusAction): string {
  return `Set focus for ${formatCalendarDate(date)}: "${focus}"`;
}

export const setFocusAction = defineAction({
  normalize: normalizeSetFocus,
  schema: ZSetFocus,
  check: checkSetFocus,
  preview: previewSetFocus,
});

export function validateSetFocus(input: unknown, context: TSetFocusContext) {
  return setFocusAction.validate(input, context);
}

/** PUT /api/daily-focus/{date}: the set_focus payload, the day named by the path. */
export const ZSetFocusRequest = actionRequestBody(normalizeSetFocus, ZSetFocus.omit({ date: true }));
