import { describe, expect, it } from 'vitest';
import { findTime, findTimeRange } from './read-times';

const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('findTimeRange', () => {
  it.each([
    ['deep work 9-11am', hm(9), hm(11)],
    ['gym 5:30pm to 6:30pm', hm(17, 30), hm(18, 30)],
    ['writing 9 to 12', hm(9), hm(12)],
    ['lunch 12-1pm', hm(12), hm(13)],
    ['emails 8:30-9', hm(8, 30), hm(9)],
    ['study 14:00-16:00', hm(14), hm(16)],
    ['call 11-1pm', hm(11), hm(13)],
    ['yoga from 7 to 8 am', hm(7), hm(8)],
    ['block 2-4pm', hm(14), hm(16)],
    ['meeting 9am-1', hm(9), hm(13)],
  ])('"%s"', (text, start, end) => expect(findTimeRange(text)).toMatchObject({ start, end }));

  it('does not read amounts as times', () => {
    expect(findTimeRange('read 5-10 pages')).toBeNull();
    expect(findTimeRange('2 to 3 hours')).toBeNull();
  });
});

describe('findTime', () => {
  it.each([
    ['dentist at 3pm', hm(15)],
    ['call at 7', hm(7)],
    ['gym at 5:30', hm(17, 30)],
    ['standup 9:30am', hm(9, 30)],
  ])('"%s"', (text, minutes) => expect(findTime(text)?.minutes).toBe(minutes));
});
