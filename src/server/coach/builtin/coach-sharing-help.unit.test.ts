import { describe, expect, it } from 'vitest';
import { findKnowledge } from './answer-from-knowledge';
import { normalizeMessage } from './normalize-message';

/**
 * The help page on accountability partners and public dashboards (content/docs/accountability-and-sharing.md):
 * questions about partners and sharing find it, while "dashboard" alone is still the analytics page and
 * "share my messages" is still the privacy question it was.
 */
const pageFor = (question: string) => findKnowledge(normalizeMessage(question))?.passage.page ?? null;

describe('partners and public dashboards have their own help page', () => {
  it.each([
    'how do i share my dashboard publicly',
    'can i invite an accountability buddy',
    'how do i stop sharing my progress page',
    'can my friend see my goals',
    'can my husband follow how i am doing',
  ])('"%s" links the sharing page', (question) => {
    expect(pageFor(question)).toBe('docs/accountability-and-sharing');
  });

  it.each([
    ['what does the dashboard show me', 'docs/analytics'],
    ['where is my dashboard of charts', 'docs/analytics'],
    ['does the coach share my chats with anyone', 'legal/privacy'],
    ['will the coach pass my messages to anyone', 'legal/privacy'],
  ])('"%s" still links %s', (question, page) => {
    expect(pageFor(question)).toBe(page);
  });
});
