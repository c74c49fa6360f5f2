import type { TPreferencesMetadata, userPreferences } from '../../db/schema';

export type TPreferencesRow = typeof userPreferences.$inferSelect;

export type TPreferencesDto = {
  /** null until the browser has sent its zone; "today" is read in UTC meanwhile. */
  timezone: string | null;
  week_start: string;
  units: string;
  motivation_style: string | null;
  metadata: TPreferencesMetadata;
  updated_at: string;
};

export function presentPreferences(row: TPreferencesRow): TPreferencesDto {
  return {
    timezone: row.timezone,
    week_start: row.weekStart,
    units: row.units,
    motivation_style: row.motivationStyle,
    metadata: row.metadata,
    updated_at: row.updatedAt.toISOString(),
  };
}
