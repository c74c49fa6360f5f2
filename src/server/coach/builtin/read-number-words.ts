/**
 * Numbers written as words ("twenty five pages", "a dozen", "half an hour") become digits, so that
 * every parser after this reads quantities one way. Up to ninety-nine, plus "hundred" and "thousand"
 * multiples ("two hundred hours", "ten thousand steps").
 */

const units: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const multipliers: Record<string, number> = { hundred: 100, thousand: 1000 };
/** A number as people write it in words, up to ninety-nine ("six", "twenty-five"), for finding it again. */
export const numberWordPattern = `(?:(?:${Object.keys(tens).join('|')})(?:[ -](?:${Object.keys(units).join('|')}))?|${Object.keys(units).join('|')})`;

const phrases: [RegExp, string][] = [
  [/\b(?:an?|one) hour and a half\b/g, '90 minutes'],
  [/\bhalf an? hour\b/g, '30 minutes'],
  [/\ba quarter of an? hour\b/g, '15 minutes'],
  [/\b(?:an?|one) and a half hours?\b/g, '90 minutes'],
  [/\ban? (hour|minute|mile|kilometer|kilometre)\b/g, '1 $1'],
  // "in a week" is a span; "3 times a week" is a rhythm and stays as it is.
  [/\b(in|for|within|over|about|than|after) an? (week|month|year)\b/g, '$1 1 $2'],
  [/\ba couple(?: of)?\b/g, '2'],
  // "another glass", "another page": one more of a thing counted, so the log adds one, not the target.
  [/\banother (glass|cup|page|chapter|lap|lesson|song|article|serving|bottle)\b/g, 'another 1 $1'],
  // "the water one to 10", "that reading one": "one" stands for the habit named, it is no amount.
  [
    /\b(the|that|this|my) ([a-z]+) one\b(?=\s*$|\s*[,.!?;:]|\s+(?:to|from|at|and|is|should|as|too|instead|now)\b|\s+\d)/g,
    '$1 $2',
  ],
  [/\ba dozen\b/g, '12'],
  [/\ba (hundred|thousand)\b/g, 'one $1'],
];

const numberWord = [...Object.keys(units), ...Object.keys(tens), ...Object.keys(multipliers)].join('|');
const numberRun = new RegExp(`\\b(?:${numberWord})(?:[\\s-]+(?:and[\\s-]+)?(?:${numberWord}))*\\b`, 'g');

export function replaceNumberWords(text: string): string {
  let result = text;
  for (const [pattern, replacement] of phrases) result = result.replace(pattern, replacement);
  return (
    result
      .replace(numberRun, (run) => {
        const value = readNumberRun(run);
        return value === null ? run : String(value);
      })
      // "7 and a half hours", "2 and a quarter km", "3 and a half": the fraction joins the number.
      .replace(/\b(\d+) and an? (half|quarter)\b/g, (_, whole: string, part: string) =>
        String(Number(whole) + (part === 'half' ? 0.5 : 0.25)),
      )
      .replace(/\b(\d+)\s*(?:½|1\/2)/g, (_, whole: string) => String(Number(whole) + 0.5))
      // "an hour and a quarter", "2 hours and three quarters": the fraction said after the unit joins it too.
      .replace(
        /\b(\d+) (hours?|hrs?) and (an? half|an? quarter|3 quarters)\b/g,
        (_, whole: string, unit: string, part: string) =>
          `${Number(whole) + (part.endsWith('half') ? 0.5 : part.startsWith('3') ? 0.75 : 0.25)} ${unit}`,
      )
  );
}

/** "twenty five" → 25, "two hundred" → 200, "one hundred and twenty" → 120; null when the words don't add up. */
function readNumberRun(run: string): number | null {
  const words = run.split(/[\s-]+/).filter((word) => word !== 'and');
  let total = 0;
  let current = 0;
  let last: 'unit' | 'ten' | 'multiplier' | null = null;
  for (const word of words) {
    if (Object.hasOwn(units, word)) {
      if (last === 'unit') return null;
      current += units[word] ?? 0;
      last = 'unit';
    } else if (Object.hasOwn(tens, word)) {
      if (last === 'unit' || last === 'ten') return null;
      current += tens[word] ?? 0;
      last = 'ten';
    } else {
      const factor = multipliers[word] ?? 1;
      total += (current === 0 ? 1 : current) * factor;
      current = 0;
      last = 'multiplier';
    }
  }
  return total + current;
}
