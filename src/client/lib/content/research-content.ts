import { readCollection } from './read-collection';

/** content/research/*.md, bundled with the pages that show it (never with the tracker's first load). */
export const researchEntries = readCollection(
  'research',
  import.meta.glob<string>('/content/research/*.md', { eager: true, query: '?raw', import: 'default' }),
);
