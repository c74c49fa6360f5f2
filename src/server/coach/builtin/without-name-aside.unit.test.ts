import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A new name, a subskill or a focus said with an emoji, a laugh or a word closing the request ("instead",
// "now"): those are the message's decoration, never the name's own words.
describe('a name ends before the emoji and the closing words said after it', () => {
  it('a new name for a habit drops the emoji and "instead"', () => {
    expect(proposed('journal is a chore, call it Diary instead 📓')).toMatchObject({
      type: 'update_habit',
      habit_id: 'h-journal',
      name: 'Diary',
    });
    expect(proposed('stretch sounds dull, name it Mobility 🤸')).toMatchObject({ name: 'Mobility' });
    expect(proposed('call my run habit Jog instead 🏃')).toMatchObject({ habit_id: 'h-run', name: 'Jog' });
  });

  it('a subskill named while working on it now drops "now"', () => {
    const subskill = (name: string) => ({ type: 'create_user_subskill', parent_skill_id: 's-guitar', name });
    expect(proposed("i'm practising Tremolo now, add it under guitar as a subskill")).toEqual(
      subskill('Tremolo'),
    );
    expect(proposed("i'm learning Harmonics now, add it under guitar as a subskill")).toEqual(
      subskill('Harmonics'),
    );
    expect(proposed('add a guitar subskill called Bends 🎸')).toEqual(subskill('Bends'));
  });

  it('a focus drops the emoji said with it', () => {
    const focusOf = (message: string) => (proposed(message) as { focus?: string } | null)?.focus;
    expect(focusOf('focus: laundry 🧺')).toBe('Laundry');
    expect(focusOf("today's focus: the report 😤")).toBe('The report');
    expect(focusOf('focus for today: inbox zero 🙏')).toBe('Inbox zero');
  });

  it('a new habit named before a laugh ends at the laugh', () => {
    const nameOf = (message: string) => (proposed(message) as { name?: string } | null)?.name;
    expect(nameOf('i should stretch my back more lol track it')).toMatch(/^Stretch my back/);
    expect(nameOf('i need to drink tea haha add it')).toBe('Drink tea');
    expect(nameOf('i want to play chess more haha add it')).toBe('Play chess');
  });
});
