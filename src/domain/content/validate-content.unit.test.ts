import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { type TContentFile, validateContent } from './validate-content';

const description = 'A description long enough to be shown whole in a search result snippet.';

function article(front: string, body = '## Heading\n\nText.'): TContentFile {
  return { collection: 'research', slug: 'habit-formation', source: `---\n${front}\n---\n\n${body}\n` };
}

const complete = `title: How habits form\ndescription: ${description}\ndate: 2026-11-25\nsources:\n  - "Lally, P. (2010). How are habits formed."`;

describe('parseFrontMatter', () => {
  it('reads text fields, quoted values and lists, and keeps the body', () => {
    const parsed = parseFrontMatter(`---\ntitle: "A: b"\nsources:\n  - one\n  - 'two'\n---\nBody`);
    expect(parsed.fields).toEqual({ title: 'A: b', sources: ['one', 'two'] });
    expect(parsed.body).toBe('Body');
  });

  it('rejects a file without an opening or closing fence', () => {
    expect(() => parseFrontMatter('title: x\n')).toThrow('does not start');
    expect(() => parseFrontMatter('---\ntitle: x\n')).toThrow('not closed');
  });

  it('round-trips any single-line title', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((value) => !/[\n\r"]/.test(value) && value.trim() === value),
        (title) => {
          expect(parseFrontMatter(`---\ntitle: "${title}"\n---\n`).fields.title).toBe(title);
        },
      ),
    );
  });
});

describe('validateContent', () => {
  it('accepts a complete article', () => {
    const { entries, problems } = validateContent([article(complete)], ['/docs']);
    expect(problems).toEqual([]);
    expect(entries[0]?.title).toBe('How habits form');
  });

  it.each(['title', 'description', 'date'])('fails when "%s" is missing', (field) => {
    const front = complete
      .split('\n')
      .filter((line) => !line.startsWith(`${field}:`))
      .join('\n');
    const { problems } = validateContent([article(front)], []);
    expect(problems.map((problem) => problem.message)).toContain(
      `"${field}" is missing from the front matter.`,
    );
  });

  it('fails a research article without sources, an impossible date and a too-short description', () => {
    const front = 'title: T\ndescription: Too short.\ndate: 2026-02-30';
    const messages = validateContent([article(front)], []).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      '"description" has 10 characters; search results show 50–200.',
      '"date" must be a real date written YYYY-MM-DD, got "2026-02-30".',
      '"sources" must list the works the article cites.',
    ]);
  });

  it('fails a broken internal link and accepts links to site pages and other entries', () => {
    const body = 'See [help](/docs), [an article](/research/goal-setting) and [nothing](/reserch/typo#x).';
    const other: TContentFile = { ...article(complete), slug: 'goal-setting' };
    const { problems } = validateContent([article(complete, body), other], ['/docs']);
    expect(problems).toEqual([
      { file: 'research/habit-formation.md', message: 'The link to /reserch/typo leads to no page.' },
    ]);
  });

  it('ignores links to other sites', () => {
    const body = '[DOI](https://doi.org/10.1002/ejsp.674)';
    expect(validateContent([article(complete, body)], []).problems).toEqual([]);
  });

  it('fails a lesson without a coach prompt and resolves links to lessons under /in/education', () => {
    const lesson: TContentFile = {
      collection: 'education',
      slug: 'smart-goals',
      source: `---\ntitle: SMART goals\ndescription: ${description}\ndate: 2026-11-25\n---\n\nText.\n`,
    };
    const linking = article(complete, 'Try [the lesson](/in/education/smart-goals).');
    expect(validateContent([lesson, linking], []).problems).toEqual([
      {
        file: 'education/smart-goals.md',
        message: '"prompt" must hold the question the coach is asked to apply the lesson.',
      },
    ]);
  });
});
