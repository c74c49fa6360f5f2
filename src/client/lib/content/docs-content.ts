import { readCollection } from './read-collection';

/** content/docs/*.md, bundled with the pages that show it (never with the tracker's first load). */
export const docsEntries = readCollection(
  'docs',
  import.meta.glob<string>('/content/docs/*.md', { eager: true, query: '?raw', import: 'default' }),
);
