import { describe, expect, it } from 'vitest';
import { checkContentFolder } from './content-folder';

describe('the content folder', () => {
  it('has valid front matter and no broken internal link in any file', () => {
    expect(checkContentFolder().problems).toEqual([]);
  });

  it('has at least five research articles, each citing its sources', () => {
    const research = checkContentFolder().entries.filter((entry) => entry.collection === 'research');
    expect(research.length).toBeGreaterThanOrEqual(5);
    for (const entry of research) expect(entry.sources.length).toBeGreaterThan(0);
  });

  it('has at least six lessons, each with a prompt for the coach', () => {
    const lessons = checkContentFolder().entries.filter((entry) => entry.collection === 'education');
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    for (const lesson of lessons) expect(lesson.prompt.length).toBeGreaterThan(40);
  });
});
