import { readCollection } from './read-collection';

/** content/legal/*.md and content/site/*.md (the support page), bundled with the pages that show them. */
export const legalEntries = readCollection(
  'legal',
  import.meta.glob<string>('/content/legal/*.md', { eager: true, query: '?raw', import: 'default' }),
);

export const siteEntries = readCollection(
  'site',
  import.meta.glob<string>('/content/site/*.md', { eager: true, query: '?raw', import: 'default' }),
);
