/**
 * Renders the Markdown of content/ to HTML, the same string on the server (pre-rendered pages) and in
 * the browser. It knows the subset the content uses: `##`–`####` headings, paragraphs, `-` and `1.`
 * lists (an indented line continues its item), `>` quotes, fenced code, `**bold**`, `*italic*`,
 * `` `code` `` and `[links](/path)`. Every character of the source is escaped first and raw HTML is
 * never passed through, so the output holds only the tags written below; a link keeps its target only
 * when it is a same-site path, an anchor, https, http or mailto.
 */
export type THeading = { id: string; text: string; level: 2 | 3 | 4 };

export type TRenderedMarkdown = { html: string; headings: THeading[] };

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

const safeHref = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;

/** Inline Markdown of one line or paragraph, escaped. */
export function renderInline(markdown: string): string {
  const codeSpans: string[] = [];
  // Code first, kept aside, so nothing inside it is read as emphasis or a link.
  const withoutCode = markdown.replace(/\uE000/g, '').replace(/`([^`]+)`/g, (_match, code: string) => {
    codeSpans.push(`<code>${escapeHtml(code)}</code>`);
    return `\uE000${codeSpans.length - 1}\uE000`;
  });
  const html = escapeHtml(withoutCode)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, text: string, href: string) => {
      // href is already escaped: quotes became entities, so it cannot leave the attribute; its
      // asterisks are percent-encoded, so the emphasis below never reaches inside it.
      const target = href.replace(/&amp;/g, '&');
      return safeHref.test(target) ? `<a href="${href.replace(/\*/g, '%2A')}">${text}</a>` : text;
    })
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*]+?)(?<=\S)\*(?![\w*])/g, '$1<em>$2</em>');
  return html.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => codeSpans[Number(index)] ?? '');
}

/** Bare https addresses in a line of plain text (a cited source) become links. */
export function renderSourceLine(source: string): string {
  return escapeHtml(source).replace(/https?:\/\/[^\s<]+[^\s<.,;)]/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The id of a heading: its words, lower-case, joined by hyphens. */
export function headingId(text: string): string {
  const id = text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'section' : id;
}

type TBlock =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; text: string };

const listItem = /^(\s{0,3})([-*]|\d+\.)\s+(.*)$/;

function readBlocks(markdown: string): TBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      const end = lines.findIndex((candidate, at) => at > index && candidate.trimStart().startsWith('```'));
      const stop = end === -1 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(index + 1, stop).join('\n') });
      index = stop + 1;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = Math.min(4, Math.max(2, (heading[1] ?? '').length)) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
      index += 1;
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] ?? '');
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? '';
        const next = listItem.exec(current);
        if (next && /\d/.test(next[2] ?? '') === ordered) items.push(next[3] ?? '');
        else if (/^\s{2,}\S/.test(current) && items.length > 0)
          items[items.length - 1] = `${items[items.length - 1]} ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    const quote = line.startsWith('>');
    while (index < lines.length) {
      const current = lines[index] ?? '';
      if (current.trim() === '' || /^#{1,4}\s/.test(current) || current.trimStart().startsWith('```')) break;
      if (quote !== current.startsWith('>') || (!quote && listItem.test(current))) break;
      paragraph.push(quote ? current.replace(/^>\s?/, '') : current.trim());
      index += 1;
    }
    blocks.push({ kind: quote ? 'quote' : 'paragraph', text: paragraph.join(' ').trim() });
  }
  return blocks;
}

/** The whole document: its HTML and its headings (for a table of contents), each with a unique id. */
export function renderMarkdown(markdown: string): TRenderedMarkdown {
  const headings: THeading[] = [];
  const used = new Map<string, number>();
  const html = readBlocks(markdown).map((block) => {
    switch (block.kind) {
      case 'heading': {
        const base = headingId(block.text);
        const count = (used.get(base) ?? 0) + 1;
        used.set(base, count);
        const id = count === 1 ? base : `${base}-${count}`;
        headings.push({ id, text: plainText(block.text), level: block.level });
        return `<h${block.level} id="${escapeHtml(id)}">${renderInline(block.text)}</h${block.level}>`;
      }
      case 'list': {
        const tag = block.ordered ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`;
      }
      case 'quote':
        return `<blockquote><p>${renderInline(block.text)}</p></blockquote>`;
      case 'code':
        return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
      default:
        return `<p>${renderInline(block.text)}</p>`;
    }
  });
  return { html: html.join('\n'), headings };
}

/** The text a reader sees, without Markdown marks: for headings in a table of contents and for search. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*]|^#+\s+|^\s*[->]\s+|^\s*\d+\.\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordsPerMinute = 200;

/** Minutes to read a text at an unhurried 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = plainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
