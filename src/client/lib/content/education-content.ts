import { readCollection } from './read-collection';

/** content/education/*.md, bundled with the pages that show it (never with the tracker's first load). */
export const educationEntries = readCollection(
  'education',
  import.meta.glob<string>('/content/education/*.md', { eager: true, query: '?raw', import: 'default' }),
);
