import { describe, expect, it } from 'vitest';
import type { TContentEntry } from '../../domain/content/validate-content';
import { createPrerender, renderPrerenderedDocument } from './prerender-pages';

const shell =
  '<html><head><meta name="description" content="Compound" /><title>Compound</title></head><body><div id="root"></div></body></html>';

const hostile: TContentEntry = {
  collection: 'research',
  slug: 'hostile',
  title: 'A "title" </title><script>alert(1)</script>',
  description: 'A description" onload="alert(1) with <b>markup</b> and $& replacement patterns.',
  date: '2026-11-25',
  sources: ['<script>x</script> https://example.org/a'],
  prompt: '',
  body: '## Part\n\n<script>alert(2)</script> [x](javascript:alert(3))',
};

describe('renderPrerenderedDocument', () => {
  it('escapes everything taken from the content, in the head and in the body', () => {
    const prerender = createPrerender([hostile]);
    const page = prerender.find('/research/hostile/');
    if (!page) throw new Error('the page was not pre-rendered');
    const html = renderPrerenderedDocument(shell, page, 'https://compound.example');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>A &quot;title&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Compound</title>',
    );
    expect(html).toContain(
      'content="A description&quot; onload=&quot;alert(1) with &lt;b&gt;markup&lt;/b&gt; and $&amp; replacement',
    );
    expect(html).toContain('<link rel="canonical" href="https://compound.example/research/hostile">');
  });

  it('knows which content addresses name nothing', () => {
    const prerender = createPrerender([hostile]);
    expect(prerender.isMissingContent('/research/hostile')).toBe(false);
    expect(prerender.isMissingContent('/research/other')).toBe(true);
    expect(prerender.isMissingContent('/docs/analytics-metrics')).toBe(false);
    expect(prerender.isMissingContent('/privacy')).toBe(false);
    expect(prerender.paths).toContain('/research');
  });
});

describe('the plan pages’ head', () => {
  it('offers the trial where the server sells plans, and no plan, price or trial where it does not', () => {
    const selling = createPrerender([], { billing: true });
    expect(selling.find('/7daytrial')?.title).toBe('Try Elite free for 7 days');
    const free = createPrerender([], { billing: false });
    for (const path of ['/pricing', '/7daytrial']) {
      const page = free.find(path);
      expect(`${page?.title} ${page?.description} ${page?.mainHtml}`).not.toMatch(/trial|Elite|Starter|\$/i);
    }
  });
});
