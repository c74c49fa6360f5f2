import { z } from 'zod';
import {
  isKnownTimeZone,
  motivationStyles,
  type TUnitSystem,
  type TWeekday,
  unitSystems,
  weekdayNames,
} from '../preferences/preference-options';
import { pickFirstDefined } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';

const timeZoneMaxLength = 64;
const motivationStyleMaxLength = 50;
const timeZoneMessage = 'Time zone must be a name such as Europe/Paris';
const weekStartMessage = 'Week start must be a weekday name, such as monday';
const unitsMessage = 'Units must be metric or imperial';
const motivationStyleMessage = `Motivation style must be text of at most ${motivationStyleMaxLength} characters`;

// Names are compared as words: "Monday", " SUNDAY " and "sunday" are one choice.
const readWord = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The update_user_preferences payload once aliases are renamed by normalizeUpdateUserPreferences. */
export const ZUpdateUserPreferences = z.object({
  timezone: z
    .string({ error: timeZoneMessage })
    .trim()
    .min(1, { error: timeZoneMessage })
    .max(timeZoneMaxLength, { error: timeZoneMessage })
    .optional(),
  week_start: z.preprocess(readWord, z.enum(weekdayNames, { error: weekStartMessage })).optional(),
  units: z.preprocess(readWord, z.enum(unitSystems, { error: unitsMessage })).optional(),
  // Blank clears the style, like null: the form's "no preference".
  motivation_style: z
    .preprocess((value) => {
      const word = readWord(value);
      return word === '' ? null : word;
    }, z
      .string({ error: motivationStyleMessage })
      .max(motivationStyleMaxLength, { error: motivationStyleMessage })
      .nullable())
    .optional(),
});
export type TUpdateUserPreferences = z.infer<typeof ZUpdateUserPreferences>;

export type TPreferenceChanges = Partial<{
  timezone: string;
  week_start: TWeekday;
  units: TUnitSystem;
  motivation_style: string | null;
}>;
export type TUpdateUserPreferencesAction = { type: 'update_user_preferences'; changes: TPreferenceChanges };
/** Nothing of the user's is needed: every rule is about the values themselves. */
export type TUpdateUserPreferencesContext = Record<never, never>;

export function normalizeUpdateUserPreferences(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    timezone: pickFirstDefined(payload, ['timezone', 'time_zone', 'timeZone', 'tz']),
    week_start: pickFirstDefined(payload, ['week_start', 'weekStart', 'first_day_of_week']),
    units: pickFirstDefined(payload, ['units', 'unit_system', 'unit']),
    motivation_style: pickFirstDefined(payload, ['motivation_style', 'motivationStyle', 'motivation']),
  };
}

/**
 * Checks an update_user_preferences payload. A week start or units outside their choices block it; a
 * time zone this engine does not know, or a motivation style outside the four, only warn (spec 5):
 * the zone may come from a newer browser, and the server then reads today in UTC.
 */
export function checkUpdateUserPreferences(
  data: TUpdateUserPreferences,
): TValidation<TUpdateUserPreferencesAction> {
  const changes: TPreferenceChanges = Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  );
  const { timezone, motivation_style } = changes;
  return concludeValidation(
    { type: 'update_user_preferences', changes },
    [],
    [
      ...(Object.keys(changes).length === 0 ? ['No changes to apply'] : []),
      ...(timezone !== undefined && !isKnownTimeZone(timezone) ? [`Unusual time zone: ${timezone}`] : []),
      ...(typeof motivation_style === 'string' &&
      !(motivationStyles as readonly string[]).includes(motivation_style)
        ? [`Unusual motivation style: ${motivation_style} (expected ${motivationStyles.join(', ')})`]
        : []),
    ],
  );
}

export function previewUpdateUserPreferences({ changes }: TUpdateUserPreferencesAction): string {
  const parts = [
    changes.timezone !== undefined && `time zone ${changes.timezone}`,
    changes.week_start !== undefined && `week starts on ${capitalize(changes.week_start)}`,
    changes.units !== undefined && `${changes.units} units`,
    changes.motivation_style !== undefined &&
      (changes.motivation_style === null
        ? 'no motivation style'
        : `motivation style ${changes.motivation_style}`),
  ].filter((part) => part !== false);
  return `Update preferences — ${parts.length > 0 ? parts.join(', ') : 'no changes'}`;
}

export const updateUserPreferencesAction = defineAction({
  normalize: normalizeUpdateUserPreferences,
  schema: ZUpdateUserPreferences,
  check: (data, _context: TUpdateUserPreferencesContext) => checkUpdateUserPreferences(data),
  preview: previewUpdateUserPreferences,
});

export function validateUpdateUserPreferences(input: unknown, context: TUpdateUserPreferencesContext = {}) {
  return updateUserPreferencesAction.validate(input, context);
}

/** PATCH /api/preferences: the update_user_preferences payload. */
export const ZUpdatePreferencesRequest = actionRequestBody(
  normalizeUpdateUserPreferences,
  ZUpdateUserPreferences,
);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
