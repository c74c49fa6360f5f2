import MiniSearch from 'minisearch';
import { metricDefinitions } from '../../../domain/analytics/metric-definitions';
import { parseFrontMatter } from '../../../domain/content/front-matter';
import { contentPath, type TContentFile } from '../../../domain/content/validate-content';
import { readContentFolder } from '../../content/content-folder';
import { stemWord } from './match-by-name';

/**
 * What the coach knows beyond the user's own data (decision 0032): every section of the lessons, the
 * research articles and the help pages in `content/`, and the analytics metric definitions, in one BM25
 * index (MiniSearch). It is built once, when the coach is created, never per message.
 */

export type TPassage = {
  id: string;
  /** "research/habit-formation": the content page, relative to content/ without extension. */
  page: string;
  /** The page's title, and the section's heading when it has one. */
  title: string;
  heading: string;
  /** Where the page is published: /research/habit-formation, /in/education/smart-goals, /docs/goals. */
  url: string;
  text: string;
  /** The section's bold phrases ("**Time zone**", "**Week starts on**"): what it defines or names. */
  labels: string;
};

const collections = new Set(['research', 'education', 'docs']);

// Words every question has and no passage is about: left out of the index and of the queries.
const stopWords = new Set(
  (
    'a an the and or but if of to in on at for with by from into about as is are was were be been being am do ' +
    'does did done doing have has had having i me my mine you your yours we our it its this that these those ' +
    'what whats which who whom why how when where there here can could should would will shall may might must ' +
    'not no so than then too very just any some more most much many also up out over again once only own same ' +
    'other such each few both all get got make makes making thing things tips tip way ways good better best ' +
    'app compound coach tell explain know want like really work works working happen happens mean means ' +
    "while i'm im i've i'd don't doesn't isn't it's one ones use using used need go going keep " +
    'advice suggestion suggestions idea ideas recommendation recommendations recommend wonder wondering curious think reckon got'
  ).split(' '),
);

// Derivational endings, longest first: "consistently", "consistency" and "consistent" meet at "consist".
const derivations = [
  'ically',
  'ation',
  'ition',
  'ness',
  'ment',
  'ency',
  'ence',
  'ancy',
  'ance',
  'ent',
  'ant',
  'ity',
  'ive',
  'ful',
  'ous',
  'ly',
  'al',
];

/** The stem without up to two derivational endings, keeping at least four letters. */
function underivedStem(stem: string): string {
  let reduced = stem;
  for (let round = 0; round < 2; round += 1) {
    const ending = derivations.find(
      (suffix) => reduced.endsWith(suffix) && reduced.length - suffix.length >= 4,
    );
    if (ending === undefined) break;
    reduced = reduced.slice(0, -ending.length);
  }
  return reduced;
}

/** Lower case, stop words out, each word reduced to its stem ("streaks" and "streak" are one term). */
export function knowledgeTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/'s$/, '');
  if (word.length < 2 || stopWords.has(word)) return null;
  return underivedStem(stemWord(word));
}

/** A page's Markdown cut at its `##` headings, each section a passage with plain text. */
function splitSections(file: TContentFile): TPassage[] {
  const { fields, body } = parseFrontMatter(file.source);
  const title = typeof fields.title === 'string' ? fields.title : file.slug;
  const description = typeof fields.description === 'string' ? fields.description : '';
  const page = `${file.collection}/${file.slug}`;
  const url = contentPath(file.collection, file.slug);
  const sections = body.split(/^##+\s+/m);
  return sections
    .map((section, index) => {
      const [firstLine = '', ...rest] = section.split('\n');
      const heading = index === 0 ? '' : firstLine.trim();
      const markdown = index === 0 ? `${description}\n\n${section}` : rest.join('\n');
      const labels = [...markdown.matchAll(/\*\*([^*]{2,60})\*\*/g)].map((bolded) => bolded[1]).join('. ');
      return { id: `${page}#${index}`, page, title, heading, url, text: plainText(markdown), labels };
    })
    .filter((passage) => passage.text.length > 40);
}

/** Markdown to the words a reader sees: links by their text, no emphasis marks, tables or code fences. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]+/g, '')
    .replace(/^\s*[-|].*\|.*$/gm, ' ')
    .replace(/^\s*-\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function metricPassages(): TPassage[] {
  return metricDefinitions.map((metric) => ({
    id: `metric/${metric.id}`,
    page: `docs/analytics-metrics#${metric.id}`,
    title: 'Analytics metrics',
    heading: metric.title,
    url: `/docs/analytics-metrics#${metric.id}`,
    text: `${metric.definition} ${metric.formula}`,
    labels: '',
  }));
}

/**
 * Words as a reader splits them, a hyphenated compound kept whole as well as in parts: "if-then plan"
 * is found by "if-then", which its parts alone (stop words) could not do.
 */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().split(/[^a-z0-9'-]+/);
  return words.flatMap((word) => {
    const bare = word.replace(/^[-']+|[-']+$/g, '');
    return bare.includes('-') ? [bare, ...bare.split('-')] : [bare];
  });
}

/** A passage's terms in reading order (stop words out), for finding the question's word pairs in it. */
export function termSequence(text: string): string[] {
  return tokenize(text)
    .filter((word) => !word.includes('-'))
    .map((word) => knowledgeTerm(word))
    .filter((term): term is string => term !== null);
}

export type TKnowledgeIndex = {
  search: MiniSearch<TPassage>;
  passages: Map<string, TPassage>;
  /** Each passage's heading and text as "term term" pairs of neighbours: "time zone", "week start". */
  pairs: Map<string, Set<string>>;
  /** The same pairs in the passage's bold labels and heading: what the section is about. */
  labelPairs: Map<string, Set<string>>;
};

function neighbourPairs(terms: readonly string[]): Set<string> {
  return new Set(terms.slice(1).map((term, index) => `${terms[index]} ${term}`));
}

export function buildKnowledgeIndex(files: readonly TContentFile[]): TKnowledgeIndex {
  const passages = [
    ...files.filter((file) => collections.has(file.collection)).flatMap(splitSections),
    ...metricPassages(),
  ];
  const search = new MiniSearch<TPassage>({
    fields: ['title', 'heading', 'text'],
    storeFields: [],
    tokenize,
    processTerm: knowledgeTerm,
    searchOptions: { boost: { heading: 2.5, title: 1.5 }, tokenize, processTerm: knowledgeTerm },
  });
  search.addAll(passages);
  return {
    search,
    passages: new Map(passages.map((passage) => [passage.id, passage])),
    pairs: new Map(
      passages.map((passage) => [
        passage.id,
        neighbourPairs(termSequence(`${passage.heading}. ${passage.text}`)),
      ]),
    ),
    labelPairs: new Map(
      passages.map((passage) => [
        passage.id,
        new Set(
          `${passage.heading}. ${passage.labels}`
            .split('. ')
            .flatMap((label) => [...neighbourPairs(termSequence(label))]),
        ),
      ]),
    ),
  };
}

let shared: TKnowledgeIndex | null = null;

/** The index over this project's content/, built on first use (the coach warms it when it is created). */
export function knowledgeIndex(): TKnowledgeIndex {
  shared ??= buildKnowledgeIndex(readContentFolder());
  return shared;
}
