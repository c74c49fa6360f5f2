import { replaceNumberWords } from './read-number-words';

/**
 * Misspellings people type into a chat box, fixed before any parser looks. Whole words only, so a fix
 * never lands inside another word.
 */
const typos: Record<string, string> = {
  habbit: 'habit',
  hapit: 'habit',
  habt: 'habit',
  hobit: 'habit',
  goel: 'goal',
  gaol: 'goal',
  gole: 'goal',
  tommorow: 'tomorrow',
  tomorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  yesterdy: 'yesterday',
  yesteday: 'yesterday',
  yday: 'yesterday',
  todya: 'today',
  tday: 'today',
  minuts: 'minutes',
  minutess: 'minutes',
  mintues: 'minutes',
  mnutes: 'minutes',
  hourse: 'hours',
  meditaion: 'meditation',
  meditaton: 'meditation',
  medidate: 'meditate',
  meditatate: 'meditate',
  excercise: 'exercise',
  exersize: 'exercise',
  exercize: 'exercise',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  pratice: 'practice',
  praticed: 'practiced',
  schedual: 'schedule',
  shedule: 'schedule',
  scedule: 'schedule',
  schedle: 'schedule',
  compelted: 'completed',
  completd: 'completed',
  finsihed: 'finished',
  finishd: 'finished',
  glases: 'glasses',
  watter: 'water',
  readd: 'read',
  everyday: 'every day',
  evry: 'every',
  wanna: 'want to',
  gonna: 'going to',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thank you',
  u: 'you',
  ur: 'your',
  im: "i'm",
  ive: "i've",
  dont: "don't",
  cant: "can't",
  didnt: "didn't",
  lets: "let's",
  wk: 'week',
  hr: 'hour',
  hrs: 'hours',
  min: 'minutes',
  mins: 'minutes',
  sec: 'seconds',
  secs: 'seconds',
  kms: 'km',
  kilometers: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometre: 'km',
  kilos: 'kg',
  kgs: 'kg',
  kilograms: 'kg',
  lbs: 'lb',
  pounds: 'lb',
  litres: 'liters',
  litre: 'liter',
  pgs: 'pages',
  pg: 'pages',
};

const typoPattern = new RegExp(`\\b(?:${Object.keys(typos).join('|')})\\b`, 'g');

/** Lower case, straight quotes, single spaces, typos fixed and number words as digits. */
export function normalizeMessage(message: string): string {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(typoPattern, (word) => typos[word] ?? word)
    // "10k steps" is ten thousand; "5k" alone stays a race name.
    .replace(/\b(\d+(?:\.\d+)?)k (steps|words)\b/g, (_, number: string, unit: string) => {
      return `${Math.round(Number(number) * 1000)} ${unit}`;
    })
    .replace(/\b(\d{1,3}(?:,\d{3})+)\b/g, (number) => number.replace(/,/g, ''))
    // "$10k" is money; any other "5k" is a distance ("ran 10k", "run a 5k").
    .replace(
      /([$€£])(\d+(?:\.\d+)?)k\b/g,
      (_, currency: string, number: string) => `${currency}${Math.round(Number(number) * 1000)}`,
    )
    .replace(/\b(\d+(?:\.\d+)?)k\b/g, '$1 km');
  return replaceNumberWords(text);
}
