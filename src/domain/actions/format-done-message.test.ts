import { describe, expect, it } from 'vitest';
import { formatDoneMessage } from './format-done-message';

describe('formatDoneMessage', () => {
  it('says in the past tense what the preview proposed, with typographic quotes', () => {
    expect(formatDoneMessage('Create habit "Read" — 20 pages daily')).toBe(
      'Created habit “Read” — 20 pages daily.',
    );
    expect(formatDoneMessage('Set focus for 2026-03-10: "Deep work"')).toBe(
      'Set focus for 2026-03-10: “Deep work”.',
    );
    expect(formatDoneMessage('Link habit to goal — contribution 1')).toBe(
      'Linked habit to goal — contribution 1.',
    );
  });

  it('leaves an unknown verb and a finished sentence alone', () => {
    expect(formatDoneMessage('Plan the week.')).toBe('Plan the week.');
  });
});
