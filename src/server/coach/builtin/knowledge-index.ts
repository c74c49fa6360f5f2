import MiniSearch from 'minisearch';
import { metricDefinitions } from '../../../domain/analytics/metric-definitions';
import { parseFrontMatter } from '../../../domain/content/front-matter';
import { contentPath, type TContentFile } from '../../../domain/content/validate-content';
import { readContentFolder } from '../../content/content-folder';
import { knowledgeTerm, termSequence, tokenize } from './knowledge-terms';

/**
 * What the coach knows beyond the user's own data (decisions 0032 and 0047): every section of the
 * lessons, the research articles, the help pages, the support page and the legal pages in `content/`,
 * and the analytics metric definitions, in a BM25 index of sections and a second one of whole pages
 * (MiniSearch). Both are built once, when the coach is created, never per message.
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
  /** The section's links, [text, address], so that a quote keeps the links its sentences had. */
  links: [string, string][];
  /** The section's links to other pages of the index ("see the [privacy policy](/privacy)"), named beside its own. */
  related: [string, string][];
  /** The collection's weight: 1, or less for the support and legal pages. */
  weight: number;
};

/**
 * How much a collection's sections count. The support page and the legal pages answer "can i get a
 * refund" or "who sees my data", but on a question a lesson also fits, the lesson is the better answer:
 * they count for less, so they win only when nothing else fits.
 */
const collectionWeights: Readonly<Record<string, number>> = {
  research: 1,
  education: 1,
  docs: 1,
  site: 0.4,
  legal: 0.4,
};

/** A whole page, for the page-level score: a section of a page about the question is likelier to answer it. */
type TPage = { id: string; title: string; description: string; text: string };

/** A page's Markdown cut at its `##` headings, each section a passage with plain text. */
function splitSections(file: TContentFile): TPassage[] {
  const { title, description, body } = pageFields(file);
  const page = `${file.collection}/${file.slug}`;
  const url = contentPath(file.collection, file.slug);
  const sections = body.split(/^##+\s+/m);
  return sections
    .map((section, index) => {
      const [firstLine = '', ...rest] = section.split('\n');
      const heading = index === 0 ? '' : firstLine.trim();
      const markdown = index === 0 ? `${description}\n\n${section}` : rest.join('\n');
      const labels = [...markdown.matchAll(/\*\*([^*]{2,60})\*\*/g)].map((bolded) => bolded[1]).join('. ');
      const text = plainText(markdown);
      const weight = collectionWeights[file.collection] ?? 1;
      const links = [...markdown.matchAll(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g)].map(
        ([, linkText = '', address = '']): [string, string] => [plainText(linkText), address],
      );
      return { id: `${page}#${index}`, page, title, heading, url, text, labels, links, related: [], weight };
    })
    .filter((passage) => passage.text.length > 40);
}

function pageFields(file: TContentFile): { title: string; description: string; body: string } {
  const { fields, body } = parseFrontMatter(file.source);
  const title = typeof fields.title === 'string' ? fields.title : file.slug;
  const description = typeof fields.description === 'string' ? fields.description : '';
  return { title, description, body };
}

function wholePage(file: TContentFile): TPage {
  const { title, description, body } = pageFields(file);
  return { id: `${file.collection}/${file.slug}`, title, description, text: plainText(body) };
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
    links: [],
    related: [],
    weight: 1,
  }));
}

export type TKnowledgeIndex = {
  search: MiniSearch<TPassage>;
  /** Whole pages, by "collection/slug", their title and description counting most. */
  pages: MiniSearch<TPage>;
  passages: Map<string, TPassage>;
  /** Each passage's heading and text as "term term" pairs of neighbours: "time zone", "week start". */
  pairs: Map<string, Set<string>>;
  /** The same pairs in the page's title, the section's heading and its bold labels: what it is about. */
  labelPairs: Map<string, Set<string>>;
  /** Each passage's terms of its page title, heading, bold labels and page description (knowledge-fit.ts). */
  aboutTerms: Map<string, Set<string>>;
  /** Each term's share of the passages that hold it: "habit" is everywhere, "floss" nearly nowhere. */
  termShares: Map<string, number>;
  /** The pages' words as written, for reading a typo as the word it misses (correct-knowledge-typos.ts). */
  words: TPageWords;
};

export type TPageWords = { has: (word: string) => boolean; byLength: Map<number, string[]> };

function pageWords(passages: readonly TPassage[]): TPageWords {
  const all = new Set(
    passages.flatMap((passage) =>
      `${passage.title} ${passage.heading} ${passage.text}`.toLowerCase().split(/[^a-z]+/),
    ),
  );
  const byLength = new Map<number, string[]>();
  for (const word of all) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { has: (word) => all.has(word), byLength };
}

function neighbourPairs(terms: readonly string[]): Set<string> {
  return new Set(terms.slice(1).map((term, index) => `${terms[index]} ${term}`));
}

/** A text's terms as the search indexes them, hyphenated compounds ("if-then") included. */
function indexedTerms(text: string): Set<string> {
  return new Set(tokenize(text).flatMap((word) => knowledgeTerm(word) ?? []));
}

function termShares(passages: readonly TPassage[]): Map<string, number> {
  const holding = new Map<string, number>();
  for (const passage of passages)
    for (const term of indexedTerms(`${passage.title}. ${passage.heading}. ${passage.text}`))
      holding.set(term, (holding.get(term) ?? 0) + 1);
  return new Map([...holding].map(([term, count]) => [term, count / passages.length]));
}

function aboutTerms(passages: readonly TPassage[], files: readonly TContentFile[]): Map<string, Set<string>> {
  const descriptions = new Map(
    files.map((file) => [`${file.collection}/${file.slug}`, pageFields(file).description]),
  );
  return new Map(
    passages.map((passage) => [
      passage.id,
      indexedTerms(
        `${passage.title}. ${passage.heading}. ${passage.labels}. ${descriptions.get(passage.page) ?? ''}`,
      ),
    ]),
  );
}

export function buildKnowledgeIndex(files: readonly TContentFile[]): TKnowledgeIndex {
  const indexed = files.filter((file) => Object.hasOwn(collectionWeights, file.collection));
  const passages = withRelated([...indexed.flatMap(splitSections), ...metricPassages()]);
  const pages = new MiniSearch<TPage>({
    fields: ['title', 'description', 'text'],
    storeFields: [],
    tokenize,
    processTerm: knowledgeTerm,
    searchOptions: { boost: { title: 3, description: 2 }, tokenize, processTerm: knowledgeTerm },
  });
  pages.addAll(indexed.map(wholePage));
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
    pages,
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
          `${passage.title}. ${passage.heading}. ${passage.labels}`
            .split('. ')
            .flatMap((label) => [...neighbourPairs(termSequence(label))]),
        ),
      ]),
    ),
    aboutTerms: aboutTerms(passages, indexed),
    termShares: termShares(passages),
    words: pageWords(passages),
  };
}

/** Each passage with the links it holds to other indexed pages (not to its own page, the app or sign-in). */
function withRelated(passages: TPassage[]): TPassage[] {
  const published = new Set(passages.map((passage) => passage.url));
  return passages.map((passage) => ({
    ...passage,
    related: passage.links.filter(([, address]) => {
      const target = address.replace(/#.*$/, '');
      return target !== passage.url && published.has(target);
    }),
  }));
}

let shared: TKnowledgeIndex | null = null;

/** The index over this project's content/, built on first use (the coach warms it when it is created). */
export function knowledgeIndex(): TKnowledgeIndex {
  shared ??= buildKnowledgeIndex(readContentFolder());
  return shared;
}
