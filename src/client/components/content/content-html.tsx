import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Shows HTML made by content-page-html.ts or render-markdown.ts (escaped there, raw HTML never passed
 * through). Its same-site links move within the app instead of reloading the page; an anchor scrolls
 * to its heading without the router treating it as a navigation.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView();
      window.history.replaceState(window.history.state, '', href);
      return;
    }
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y: the clicks are the links' own, delegated; keyboard activation of a link fires the same click.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is built from escaped text by render-markdown.ts.
    <div className={className} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
