import { useId, useMemo } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

/** Every zone this browser knows; UTC is left out of some engines' lists but is always valid. */
function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

type TTimeZoneFieldProps = {
  value: string;
  onChange: (value: string) => void;
  browserTimeZone: string | null;
  error?: string;
};

/**
 * A text field with the IANA zones as suggestions (a native datalist: typing "paris" or "new_y" narrows
 * the list, and it works with the keyboard and screen readers on every platform).
 */
export function TimeZoneField({ value, onChange, browserTimeZone, error }: TTimeZoneFieldProps) {
  const listId = useId();
  const zones = useMemo(listTimeZones, []);
  return (
    <div className="space-y-2">
      <TextField
        label="Time zone"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint="Your days start at midnight here: it decides what counts as today."
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {browserTimeZone && browserTimeZone !== value && (
        <Button variant="ghost" size="sm" onClick={() => onChange(browserTimeZone)}>
          Use this device’s zone ({browserTimeZone})
        </Button>
      )}
    </div>
  );
}
