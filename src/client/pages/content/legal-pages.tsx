import { useLocation } from 'react-router';
import { collectionSections, indexPages } from '@/domain/content/content-collections';
import { renderIndexHtml } from '@/domain/content/content-page-html';
import { contentPath } from '@/domain/content/validate-content';
import { ContentArticle } from '../../components/content/content-article';
import { ContentHtml } from '../../components/content/content-html';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { legalEntries } from '../../lib/content/legal-content';
import { NotFoundPage } from '../not-found/not-found-page';

const indexHtml = renderIndexHtml({
  ...indexPages.legal,
  items: legalEntries.map((entry) => ({ ...entry, path: contentPath(entry.collection, entry.slug) })),
});

/** /legal: every legal page, with what each one covers. */
export function LegalIndexPage() {
  useDocumentTitle(indexPages.legal.title);
  return (
    <PublicContentLayout>
      <ContentHtml html={indexHtml} />
    </PublicContentLayout>
  );
}

/** /privacy, /terms, /eula, /disclaimer, /cookies, /data-safety: the page named by the address. */
export function LegalPage() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, '');
  const entry = legalEntries.find((candidate) => candidate.slug === slug);
  if (!entry) return <NotFoundPage />;
  return (
    <PublicContentLayout>
      <ContentArticle entries={legalEntries} entry={entry} section={collectionSections.legal} />
    </PublicContentLayout>
  );
}
