import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';

// Links in a reply leave the app in a new tab, without handing it this page (design.md: Markdown safely).
// Images are never loaded: an image address chosen by a model could carry the user's context to any
// server (decision 0026), so a reply's image shows as its description only.
const components: Components = {
  img: ({ alt }: ComponentProps<'img'>) => (alt ? <span className="italic">{alt}</span> : null),
  a: ({ node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-accent underline underline-offset-2"
    />
  ),
};

/** An assistant reply as Markdown, with raw HTML skipped and react-markdown's safe URL rule. */
export function CoachMarkdown({ text }: { text: string }) {
  return (
    <div className="coach-markdown space-y-2 text-sm leading-relaxed break-words [&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_ul]:list-disc">
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
