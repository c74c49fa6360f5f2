import type { MouseEvent } from 'react';

export const mainContentId = 'main';

/** The first focusable element: lets keyboard users jump past the header to the page's content. */
export function SkipLink() {
  // Focus the target by hand: following the hash would be treated by the router as a navigation.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skipToMain}
      className="sr-only rounded-lg bg-surface px-4 py-2 font-medium text-ink shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-2 focus:outline-focus"
    >
      Skip to content
    </a>
  );
}
