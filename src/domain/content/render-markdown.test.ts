import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingMinutes, renderInline, renderMarkdown, renderSourceLine } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings with ids, paragraphs, lists with continued items, quotes and code', () => {
    const { html, headings } = renderMarkdown(
      [
        '## What it is',
        '',
        'A line',
        'and its continuation.',
        '',
        '- **Bold** item',
        '  continued',
        '- *italic* and `code`',
        '',
        '1. First',
        '2. Second',
        '',
        '> A quote',
        '',
        '```',
        '<b>raw</b>',
        '```',
        '### What it is',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2 id="what-it-is">What it is</h2>',
        '<p>A line and its continuation.</p>',
        '<ul><li><strong>Bold</strong> item continued</li><li><em>italic</em> and <code>code</code></li></ul>',
        '<ol><li>First</li><li>Second</li></ol>',
        '<blockquote><p>A quote</p></blockquote>',
        '<pre><code>&lt;b&gt;raw&lt;/b&gt;</code></pre>',
        '<h3 id="what-it-is-2">What it is</h3>',
      ].join('\n'),
    );
    expect(headings).toEqual([
      { id: 'what-it-is', text: 'What it is', level: 2 },
      { id: 'what-it-is-2', text: 'What it is', level: 3 },
    ]);
  });

  it('keeps same-site, anchor, web and mail links and drops any other target', () => {
    expect(renderInline('[help](/docs) [top](#a) [w](https://x.org/?a=1&b=2) [m](mailto:a@b.c)')).toBe(
      '<a href="/docs">help</a> <a href="#a">top</a> <a href="https://x.org/?a=1&amp;b=2">w</a> <a href="mailto:a@b.c">m</a>',
    );
    expect(renderInline('[x](javascript:alert(1)) [y](//evil.example) [z](data:text/html,hi)')).toBe(
      'x) y z',
    );
  });

  it('escapes raw HTML and attribute breakers', () => {
    expect(renderMarkdown('<script>alert("x")</script>').html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>',
    );
    expect(renderInline('[a](/x"onmouseover="y)')).toBe('<a href="/x&quot;onmouseover=&quot;y">a</a>');
    expect(renderInline('[a](/*b*)')).toBe('<a href="/%2Ab%2A">a</a>');
  });

  it('never lets a tag of its own making be smuggled in, whatever the source', () => {
    const allowedTags = new Set([
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'blockquote',
      'pre',
      'code',
      'strong',
      'em',
      'a',
    ]);
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<SCRIPT src=x>',
      '<img src=x onerror=alert(1)>',
      '"',
      "'",
      '`',
      '*',
      '**',
      '[',
      '](',
      ')',
      'javascript:',
      '/',
      '\n',
      '\n\n',
      '- ',
      '1. ',
      '## ',
      '> ',
      '```\n',
      '&',
      'text',
      '\uE000',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        const { html } = renderMarkdown(parts.join(''));
        expect(html.toLowerCase()).not.toContain('<script');
        for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) expect(allowedTags).toContain(tag);
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(href).toMatch(/^(\/(?!\/)|#|https?:\/\/|mailto:)/i);
      }),
      { numRuns: 500 },
    );
  });
});

describe('renderSourceLine', () => {
  it('links the address of a cited work, without its closing full stop', () => {
    expect(renderSourceLine('Lally, P. (2010). <Title>. https://doi.org/10.1002/ejsp.674.')).toBe(
      'Lally, P. (2010). &lt;Title&gt;. <a href="https://doi.org/10.1002/ejsp.674">https://doi.org/10.1002/ejsp.674</a>.',
    );
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('short')).toBe(1);
  });
});
