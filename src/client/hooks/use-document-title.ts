import { useEffect } from 'react';

/** Names the page in the tab and for screen readers, which announce the title on navigation. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Compound` : 'Compound';
  }, [title]);
}
