import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { findNeighbours, type TSection } from '@/domain/content/content-collections';
import { renderArticleHtml } from '@/domain/content/content-page-html';
import type { TContentEntry } from '@/domain/content/validate-content';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ContentHtml } from './content-html';

/**
 * One entry of a collection as the server pre-rendered it (content-page-html.ts): title, lead, date,
 * reading time, contents, text, sources and the neighbours. A #heading in the address is scrolled to
 * once the page has rendered.
 */
export function ContentArticle({
  entries,
  entry,
  section,
}: {
  entries: readonly TContentEntry[];
  entry: TContentEntry;
  section: TSection;
}) {
  useDocumentTitle(entry.title);
  const { hash } = useLocation();
  const html = useMemo(
    () => renderArticleHtml({ entry, section, ...findNeighbours(entries, entry.slug) }),
    [entries, entry, section],
  );
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return <ContentHtml html={html} />;
}
