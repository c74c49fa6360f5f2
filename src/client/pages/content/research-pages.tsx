import { useParams } from 'react-router';
import { collectionSections, indexPages } from '@/domain/content/content-collections';
import { renderIndexHtml } from '@/domain/content/content-page-html';
import { contentPath } from '@/domain/content/validate-content';
import { ContentArticle } from '../../components/content/content-article';
import { ContentHtml } from '../../components/content/content-html';
import { PublicContentLayout } from '../../components/content/public-content-layout';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { researchEntries } from '../../lib/content/research-content';
import { NotFoundPage } from '../not-found/not-found-page';

const indexHtml = renderIndexHtml({
  ...indexPages.research,
  items: researchEntries.map((entry) => ({ ...entry, path: contentPath(entry.collection, entry.slug) })),
});

/** /research (signed out; a signed-in reader is sent to /in/education): every article, newest first. */
export function ResearchIndexPage() {
  useDocumentTitle(indexPages.research.title);
  return (
    <PublicContentLayout>
      <ContentHtml html={indexHtml} />
    </PublicContentLayout>
  );
}

/** /research/{slug}: one article with its sources. */
export function ResearchArticlePage() {
  const { slug } = useParams();
  const entry = researchEntries.find((candidate) => candidate.slug === slug);
  if (!entry) return <NotFoundPage />;
  return (
    <PublicContentLayout>
      <ContentArticle entries={researchEntries} entry={entry} section={collectionSections.research} />
    </PublicContentLayout>
  );
}
