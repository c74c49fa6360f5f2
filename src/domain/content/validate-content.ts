import { matchPathPattern } from '../routing/match-path-pattern';
import { FrontMatterError, parseFrontMatter } from './front-matter';

/** One Markdown source of the public site: a research article, a lesson, a help or legal page. */
export type TContentFile = { collection: string; slug: string; source: string };

export type TContentEntry = {
  collection: string;
  slug: string;
  title: string;
  description: string;
  date: string;
  sources: readonly string[];
  /** A lesson's question for the coach, sent when the reader asks the coach to apply the lesson. */
  prompt: string;
  body: string;
};

export type TContentProblem = { file: string; message: string };

/** Fields every collection needs; `sources` must also be non-empty where claims are cited. */
const requiredText = ['title', 'description', 'date'] as const;
const collectionsCitingSources = new Set(['research']);
const collectionsWithCoachPrompt = new Set(['education']);
const descriptionLength = { min: 50, max: 200 };
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Markdown links and bare `href`s whose target starts with one slash (same site). */
const internalLink = /\]\((\/[^)\s#?]*)[^)]*\)/g;

/**
 * Checks every content file and the links between them: required front matter, a description sized
 * for search results, a real date, sources where claims are cited, and internal links that lead to a
 * page of the site (`sitePaths`, patterns allowed) or to another content entry.
 */
export function validateContent(
  files: readonly TContentFile[],
  sitePaths: readonly string[],
): { entries: TContentEntry[]; problems: TContentProblem[] } {
  const entries: TContentEntry[] = [];
  const problems: TContentProblem[] = [];
  for (const file of files) {
    const name = `${file.collection}/${file.slug}.md`;
    const report = (message: string) => problems.push({ file: name, message });
    if (!slugShape.test(file.slug)) report('The file name must be lower-case words joined by hyphens.');
    let parsed: ReturnType<typeof parseFrontMatter>;
    try {
      parsed = parseFrontMatter(file.source);
    } catch (error) {
      if (!(error instanceof FrontMatterError)) throw error;
      report(error.message);
      continue;
    }
    const { fields, body } = parsed;
    const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
    for (const key of requiredText)
      if (text(key) === '') report(`"${key}" is missing from the front matter.`);
    const description = text('description');
    if (
      description &&
      (description.length < descriptionLength.min || description.length > descriptionLength.max)
    )
      report(
        `"description" has ${description.length} characters; search results show ${descriptionLength.min}–${descriptionLength.max}.`,
      );
    const date = text('date');
    if (date && !isValidIsoDate(date))
      report(`"date" must be a real date written YYYY-MM-DD, got "${date}".`);
    const sources = Array.isArray(fields.sources) ? (fields.sources as readonly string[]) : [];
    if (collectionsCitingSources.has(file.collection) && sources.length === 0)
      report('"sources" must list the works the article cites.');
    const prompt = text('prompt');
    if (collectionsWithCoachPrompt.has(file.collection) && prompt === '')
      report('"prompt" must hold the question the coach is asked to apply the lesson.');
    if (body.trim() === '') report('The page has no text below the front matter.');
    entries.push({
      collection: file.collection,
      slug: file.slug,
      title: text('title'),
      description,
      date,
      sources,
      prompt,
      body,
    });
  }
  const contentPaths = new Set(files.map((file) => contentPath(file.collection, file.slug)));
  for (const entry of entries)
    for (const target of internalLinks(entry.body))
      if (!contentPaths.has(target) && !sitePaths.some((pattern) => matchPathPattern(pattern, target)))
        problems.push({
          file: `${entry.collection}/${entry.slug}.md`,
          message: `The link to ${target} leads to no page.`,
        });
  return { entries, problems };
}

/**
 * Collections published somewhere other than `/<collection>`: lessons live in the signed-in area, the
 * legal pages and the support page at the top of the site (/privacy, /service).
 */
const collectionPaths: Readonly<Record<string, string>> = { education: '/in/education', legal: '', site: '' };

/** The address a content entry is published at, e.g. education/smart-goals → /in/education/smart-goals. */
export function contentPath(collection: string, slug: string): string {
  return `${collectionPaths[collection] ?? `/${collection}`}/${slug}`;
}

export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(internalLink)].map((match) => match[1] ?? '');
}

function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
