import type { Plugin } from 'vite';
import { checkContentFolder } from '../src/server/content/content-folder';

/**
 * Fails the build when a file in content/ lacks a required front matter field or links to a page the
 * site does not have, so a broken article never ships.
 */
export function contentCheck(): Plugin {
  return {
    name: 'compound:content-check',
    apply: 'build',
    buildStart() {
      const { problems } = checkContentFolder();
      if (problems.length === 0) return;
      const lines = problems.map((problem) => `  content/${problem.file}: ${problem.message}`);
      this.error(`The content has ${problems.length} problem(s):\n${lines.join('\n')}`);
    },
  };
}
