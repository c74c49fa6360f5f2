import type { THabitSchedule } from '../../../domain/habits/habit-schedule';

/**
 * How often a phrase says a habit is meant to be done (decision 0021): "three times a week", "twice
 * weekly", "every other day", "every 3 days", "on Mondays and Thursdays", "on weekdays". The match is
 * given back so the habit's name leaves it out. Daily phrases are no schedule: daily is the default.
 */
export type TScheduleWords = { schedule: THabitSchedule; phrase: string };

const counts: Record<string, number> = {
  once: 1,
  one: 1,
  twice: 2,
  two: 2,
  thrice: 3,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};
const countWord = '(\\d+|once|twice|thrice|one|two|three|four|five|six|seven)';
const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const dayWord = '(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:days?|s)?\\b\\.?';

// "3 games a week", "2 runs a week": occasions counted in a week are how often, not an amount of each.
const occasions =
  'days?|nights?|mornings?|evenings?|sessions?|games?|workouts?|runs?|classes|class|lessons?|walks?|swims?|rides?|matches|match|hikes?|visits?|calls?|trips?';
// "3x/week", "4 times a wk": a slash or a short form says "a week" too.
const perWeek = new RegExp(
  `,?\\s*\\b${countWord}(?:\\s*times?|\\s*x|\\s*(?:${occasions}))?(?: (?:a|per|each|every|in a) |\\s*\\/\\s*)(?:week|wk)\\b|,?\\s*\\b${countWord}(?: times?)? weekly\\b`,
);
// "every third day", "every 4th day": an ordinal day says every N days too.
const everyNDays =
  /,?\s*\bevery (other|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|\d+|two|three|four|five|six|seven) days?\b/;
// "every sunday evening": the part of the day goes with the days, not with the habit's name.
const dayPart = '(?:\\s+(?:mornings?|evenings?|nights?|afternoons?))?';
// "wednesdays plus sundays", "mondays as well as fridays": any word that adds one day to another joins the list.
const dayJoin = '(?:,|and|&|or|plus|as well as|along with)';
const weekdayList = new RegExp(
  `,?\\s*\\b(?:on|every|each)\\s+(${dayWord}(?:(?:\\s*${dayJoin}\\s*|\\s+)(?:on\\s+)?${dayWord})*)${dayPart}`,
);
// "on weekday mornings": the part of the day goes with the days here too.
// "every weekend day": "day" after the span says the same days again.
const weekdaysOnly = new RegExp(
  `,?\\s*\\b(?:on|every|each) (weekdays?|weekends?|week ?days|the weekend)(?: days?)?${dayPart}\\b`,
);
// "mon-fri", "every monday to friday", "on tues through sat": a span of the week names every day in it. A
// span with "to" needs "every" or "on" before it ("pause it monday to friday" is dates, not a schedule), or
// says what the habit is to be ("should be monday to friday") or that it holds only those days ("monday to
// friday only"): dates are never "only" a span.
const dayRange = new RegExp(
  `,?\\s*\\b(?:(?:on|every|each|be)\\s+(${dayWord})\\s*(?:-|to|through|thru|till|until)\\s*|(${dayWord})\\s*(?:-|(?:to|through|thru)(?=\\s*${dayWord}\\s+only\\b))\\s*)(${dayWord})${dayPart}(?:\\s+only\\b)?`,
);
// "every day except sunday", "daily but not on weekends": the week without the days named.
const exceptDays = new RegExp(
  `,?\\s*\\b(?:every ?day|daily|each day|all week)?,?\\s*(?:except|but not|apart from|other than|excluding|besides)\\s+(?:on\\s+)?((?:weekends?|${dayWord})(?:(?:\\s*(?:,|and|&|or)\\s*|\\s+)(?:${dayWord}))*)`,
);
// A plural says "every": "mondays and fridays", "weekends", and so does "a weekend habit"; without "on"
// or "every" a singular day is a date ("stretched monday"), so it is not read here.
/** A weekday's whole name, singular: "monday" … "sunday". */
export const fullDayName = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const pluralDay = `${fullDayName}s\\b`;
const pluralWeekdayList = new RegExp(
  `,?\\s*\\b(${pluralDay}(?:(?:\\s*${dayJoin}\\s*|\\s+)${pluralDay})*)${dayPart}`,
);
// "lift weights mon, wed and fri": two or more short day names are a schedule without "on" too.
const shortDay = '(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\\b\\.?';
// The message's spelling is normalised word by word ("thu" → "thursday"), so a list may mix the forms; one
// short name in it still says it is a schedule written in shorthand ("tue, thursday and sat").
const anyDay = `(?:${shortDay}|${fullDayName}\\b)`;
const shortDayList = new RegExp(`,?\\s*\\b(${anyDay}(?:(?:\\s*(?:,|and|&|plus)\\s*|\\s+)${anyDay})+)`);
const shortDayName = new RegExp(`\\b${shortDay}`);

function readShortDayList(text: string): RegExpExecArray | null {
  const list = shortDayList.exec(text);
  return list?.[1] !== undefined && shortDayName.test(list[1]) ? list : null;
}
// "a saturday and sunday habit", "a monday thing": days said before the habit describe it, so even a singular
// day is the schedule there (a date is never "a monday habit").
const daysBeforeHabit = new RegExp(
  `,?\\s*\\b(${dayWord}(?:(?:\\s*${dayJoin}\\s*|\\s+)${dayWord})*)(?=\\s+(?:only\\s+)?(?:habit|routine|thing)s?\\b)`,
);
const daysOfAHabit = new RegExp(`\\ban?${daysBeforeHabit.source}`);

/** "make Read a monday habit": days said before "habit" after "a" describe it, so they name no date to log on. */
export function daysDescribeHabit(text: string): boolean {
  return daysOfAHabit.test(text);
}
const bareSpan = /,?\s*\b(weekdays|weekends|week(?:day|end)(?= (?:habit|routine|thing)\b))\b/;

export function readScheduleWords(text: string): TScheduleWords | null {
  const week = perWeek.exec(text);
  if (week) {
    const times = readCount(week[1] ?? week[2]);
    if (times !== null && times >= 1 && times <= 7) {
      return {
        schedule: { times: times === 7 ? 1 : times, days: times === 7 ? 1 : 7, weekdays: null },
        phrase: week[0],
      };
    }
  }
  const every = everyNDays.exec(text);
  if (every) {
    const days = every[1] === 'other' || every[1] === 'second' ? 2 : readCount(every[1]);
    if (days !== null && days >= 2 && days <= 31)
      return { schedule: { times: 1, days, weekdays: null }, phrase: every[0] };
  }
  const spanOrExcept = readExceptDays(text) ?? readDayRange(text);
  if (spanOrExcept !== null) return spanOrExcept;
  const span = weekdaysOnly.exec(text) ?? bareSpan.exec(text);
  if (span) {
    const weekdays = /end/.test(span[1] ?? '') ? [0, 6] : [1, 2, 3, 4, 5];
    return { schedule: { times: weekdays.length, days: 7, weekdays }, phrase: span[0] };
  }
  const list =
    weekdayList.exec(text) ??
    pluralWeekdayList.exec(text) ??
    daysBeforeHabit.exec(text) ??
    readShortDayList(text);
  if (list?.[1]) {
    const weekdays = [
      ...new Set(
        [...list[1].matchAll(new RegExp(dayWord, 'g'))].map((match) =>
          dayNames.indexOf(match[0].slice(0, 3)),
        ),
      ),
    ]
      .filter((day) => day >= 0)
      .sort((a, b) => a - b);
    if (weekdays.length > 0 && weekdays.length < 7) {
      return { schedule: { times: weekdays.length, days: 7, weekdays }, phrase: list[0] };
    }
  }
  if (/\bweekly\b|\bonce a week\b/.test(text)) {
    const phrase = /,?\s*\b(?:weekly|once a week)\b/.exec(text)?.[0] ?? 'weekly';
    return { schedule: { times: 1, days: 7, weekdays: null }, phrase };
  }
  return null;
}

const ordinals: Record<string, number> = { third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };

function readCount(word: string | undefined): number | null {
  if (word === undefined) return null;
  if (/^\d+$/.test(word)) return Number(word);
  if (/^\d+(?:st|nd|rd|th)$/.test(word)) return Number.parseInt(word, 10);
  if (ordinals[word] !== undefined) return ordinals[word];
  return counts[word] ?? null;
}

function dayIndex(word: string): number {
  return dayNames.indexOf(word.slice(0, 3));
}

function onDays(weekdays: number[], phrase: string): TScheduleWords | null {
  const days = [...new Set(weekdays)].filter((day) => day >= 0).sort((a, b) => a - b);
  if (days.length === 0 || days.length >= 7) return null;
  return { schedule: { times: days.length, days: 7, weekdays: days }, phrase };
}

/** "mon-fri" is Monday to Friday; "fri-mon" goes round the weekend. */
function readDayRange(text: string): TScheduleWords | null {
  const range = dayRange.exec(text);
  const from = range?.[1] ?? range?.[2];
  if (!range || from === undefined || range[3] === undefined) return null;
  const first = dayIndex(from);
  const last = dayIndex(range[3]);
  if (first < 0 || last < 0 || first === last) return null;
  const span = (last - first + 7) % 7;
  return onDays(
    Array.from({ length: span + 1 }, (_, step) => (first + step) % 7),
    range[0],
  );
}

function readExceptDays(text: string): TScheduleWords | null {
  const except = exceptDays.exec(text);
  if (!except?.[1]) return null;
  const left = /weekend/.test(except[1])
    ? [0, 6]
    : [...except[1].matchAll(new RegExp(dayWord, 'g'))].map((match) => dayIndex(match[0]));
  return onDays(
    [0, 1, 2, 3, 4, 5, 6].filter((day) => !left.includes(day)),
    except[0],
  );
}
