import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, minutesPerDay, parseLooseTime } from './parse-loose-time';

const hour = fc.integer({ min: 0, max: 23 });
const minute = fc.integer({ min: 0, max: 59 });
const pad = (value: number) => String(value).padStart(2, '0');

describe('parseLooseTime', () => {
  it('reads the forms people write', () => {
    const cases: [unknown, number][] = [
      ['9', 540],
      ['09', 540],
      ['9am', 540],
      ['9 AM', 540],
      ['9 a.m.', 540],
      ['9a', 540],
      ['9:30 pm', 1290],
      ['9:30PM', 1290],
      ['9:30\u202fPM', 1290],
      ['21:30', 1290],
      ['21.30', 1290],
      ['0930', 570],
      ['930', 570],
      ['2130', 1290],
      ['21:30:59', 1290],
      ['12am', 0],
      ['12:15 am', 15],
      ['12pm', 720],
      ['12:45 p.m.', 765],
      ['0:00', 0],
      ['24:00', minutesPerDay],
      ['2400', minutesPerDay],
      [9, 540],
      [930, 570],
    ];
    for (const [input, minutes] of cases) expect([input, parseLooseTime(input)]).toEqual([input, minutes]);
  });

  it('refuses what is not a time of day', () => {
    for (const input of [
      '',
      'noon',
      '25',
      '24:30',
      '24:00:01',
      '9:60',
      '9:5',
      '0am',
      '13pm',
      '0930pm5',
      '12345',
      '9:30:75',
      '-9',
      '9 o clock',
      9.5,
      -1,
      null,
      undefined,
      {},
    ]) {
      expect([input, parseLooseTime(input)]).toEqual([input, null]);
    }
  });

  it('reads every 24-hour time, with or without the colon', () => {
    fc.assert(
      fc.property(hour, minute, (h, m) => {
        expect(parseLooseTime(`${pad(h)}:${pad(m)}`)).toBe(h * 60 + m);
        expect(parseLooseTime(`${pad(h)}${pad(m)}`)).toBe(h * 60 + m);
        expect(parseLooseTime(`${h}:${pad(m)}:00`)).toBe(h * 60 + m);
      }),
    );
  });

  it('reads every 12-hour time the same as its 24-hour twin', () => {
    fc.assert(
      fc.property(hour, minute, fc.constantFrom('am', ' AM', 'a.m.', ' a'), (h, m, am) => {
        const twelve = h % 12 === 0 ? 12 : h % 12;
        const suffix = h < 12 ? am : am.replace(/a/i, (letter) => (letter === 'a' ? 'p' : 'P'));
        expect(parseLooseTime(`${twelve}:${pad(m)}${suffix}`)).toBe(h * 60 + m);
      }),
    );
  });

  it('never throws, and gives a minute of the day or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.stringMatching(/^[\d:. apm]{0,9}$/)), (input) => {
        const minutes = parseLooseTime(input);
        if (minutes !== null) {
          expect(Number.isInteger(minutes)).toBe(true);
          expect(minutes).toBeGreaterThanOrEqual(0);
          expect(minutes).toBeLessThanOrEqual(minutesPerDay);
          expect(parseLooseTime(formatTimeOfDay(minutes))).toBe(minutes);
        }
      }),
    );
  });
});

describe('formatTimeOfDay', () => {
  it('writes 24-hour HH:MM', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(570)).toBe('09:30');
    expect(formatTimeOfDay(1439)).toBe('23:59');
    expect(formatTimeOfDay(minutesPerDay)).toBe('24:00');
  });
});
