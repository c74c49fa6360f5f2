import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  collectionSections,
  generatedDocsPages,
  indexPages,
  matchesSearch,
} from '@/domain/content/content-collections';
import { contentPath } from '@/domain/content/validate-content';
import { ContentArticle } from '../../components/content/content-article';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { TextField } from '../../components/ui/text-field';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { docsEntries } from '../../lib/content/docs-content';
import { NotFoundPage } from '../not-found/not-found-page';

const cardClass =
  'block rounded-xl border border-line bg-surface p-5 hover:border-line-strong focus-visible:outline-2 focus-visible:outline-focus';

/** /docs: every help page, searchable by any words of its title, summary or text. */
export function DocsIndexPage() {
  useDocumentTitle(indexPages.docs.title);
  const [query, setQuery] = useState('');
  const pages = [
    ...docsEntries
      .filter((entry) => matchesSearch(entry, query))
      .map((entry) => ({ ...entry, path: contentPath(entry.collection, entry.slug) })),
    ...generatedDocsPages.filter((page) => matchesSearch(page, query)),
  ];
  return (
    <PublicContentLayout>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{indexPages.docs.title}</h1>
      <p className="mt-3 text-lg text-ink-muted text-pretty">{indexPages.docs.lead}</p>
      <search className="mt-8 block">
        <TextField
          label="Search the help"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          hint="For example: streak, export, cancel, focus."
          autoComplete="off"
        />
      </search>
      <p className="sr-only" aria-live="polite">
        {query.trim() === '' ? '' : `${pages.length} ${pages.length === 1 ? 'page matches' : 'pages match'}`}
      </p>
      {pages.length === 0 ? (
        <p className="mt-8 text-ink-muted">
          No help page mentions “{query.trim()}”. Try fewer or other words, or{' '}
          <Link to="/service" className="font-medium text-accent underline underline-offset-2">
            ask us
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-8 space-y-3">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={cardClass}>
                <span className="block text-lg font-semibold">{page.title}</span>
                <span className="mt-1 block text-ink-muted text-pretty">{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PublicContentLayout>
  );
}

/** /docs/{slug}: one help page. */
export function DocsArticlePage() {
  const { slug } = useParams();
  const entry = docsEntries.find((candidate) => candidate.slug === slug);
  if (!entry) return <NotFoundPage />;
  return (
    <PublicContentLayout>
      <ContentArticle entries={docsEntries} entry={entry} section={collectionSections.docs} />
    </PublicContentLayout>
  );
}
