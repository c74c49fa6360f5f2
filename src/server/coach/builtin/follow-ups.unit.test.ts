import { describe, expect, it } from 'vitest';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { evaluateConversations, type TConversationCase } from './eval/evaluate-coach-answers';

/** A conversation driven as the web app drives it, judged as the sets judge it. */
function passes(turns: string[], expect: TConversationCase['expect']): string {
  const report = evaluateConversations([{ id: 'follow-up', turns, expect }]);
  return report.misses.map((miss) => `${miss.why}: ${miss.reply}`).join('\n');
}

describe('follow-ups: what a turn takes from the one before (issue 36, multi-turn)', () => {
  it.each(["not yet, i'll tick it myself after dinner", 'hmm hold off for now', 'ok let me do it myself'])(
    '"%s" puts the proposal off: it is refused now',
    (reply) => {
      expect(classifyPendingReply(reply)).toBe('deny');
      expect(passes(['log 25 pages of reading', reply], { cancelled: true })).toBe('');
    },
  );

  it.each(['wait, spanish minutes this week?', 'oh and my chords time so far?', 'hmm, run count last week?'])(
    '"%s", a period asked about while a proposal is pending, is answered',
    (question) => {
      expect(classifyPendingReply(question)).toBe('new_request');
      expect(passes(['log 15 minutes of scales', question], { answer: true })).toBe('');
    },
  );

  it.each([
    ['pause journal until dec 10', 'meditate as well, same dates', ['Journal', 'Meditate'], 'pause'],
    ['pause floss till the 5th', 'and read too', ['Floss', 'Read'], 'pause'],
    ['archive run', 'stretch too', ['Run', 'Stretch'], 'active'],
  ])('"%s" then "%s": the pause or archiving is repeated on the row added', (first, second, names, field) => {
    const pending = JSON.parse(lastPending([first, second])) as { actions?: Record<string, unknown>[] };
    const steps = pending.actions ?? [];
    expect(steps.map((step) => step.habit_id)).toEqual(names);
    expect(steps.every((step) => step.type === 'update_habit' && field in step)).toBe(true);
    expect(JSON.stringify(steps[1]?.[field])).toBe(JSON.stringify(steps[0]?.[field]));
  });

  it.each([
    ['ran this morning, log it', 'and this morning i also meditated', 'Meditate'],
    ['log floss for yesterday', 'yesterday i also journaled', 'Journal'],
    ['stretched today', 'and today we also went for a run', 'Run'],
  ])('"%s" then "%s": "also" after who did it joins the batch', (first, second, name) => {
    const pending = JSON.parse(lastPending([first, second])) as {
      type: string;
      actions?: { habit_id: string }[];
    };
    expect(pending.type).toBe('batch');
    expect(pending.actions?.map((step) => step.habit_id)).toContain(name);
  });

  it.each([
    ['how many minutes of chords this week', 'same for scales', /Scales/],
    ['how long on vocab this week so far', 'what about chords', /Chords/],
    ['how many runs did i do last week?', 'and floss?', /Floss/],
  ])('"%s" then "%s": the same question about the row named', (first, second, row) => {
    const report = evaluateConversations([{ id: 'row', turns: [first, second], expect: { answer: true } }]);
    expect(report.misses).toEqual([]);
    expect(lastReply([first, second])).toMatch(row);
  });

  it.each([
    'how long on scales this week',
    'how long did i spend at spanish since monday',
    'how long on chords so far',
  ])('"%s": how long, asked of a skill or a part, is its practice time', (question) =>
    expect(answerMessage(question, fixtures.standard, false).reply).toMatch(/minutes\*\* of practice/),
  );
});

function lastPending(turns: string[]): string {
  const report = evaluateConversations([{ id: 'p', turns, expect: { action: { type: 'none' } } }]);
  return JSON.stringify(report.misses[0]?.action ?? null).replace(/h-(\w+)/g, (_all, id: string) => {
    const habit = fixtures.standard.habits.find((row) => row.id === `h-${id}`);
    return habit?.name ?? id;
  });
}

function lastReply(turns: string[]): string {
  const report = evaluateConversations([{ id: 'r', turns, expect: { action: { type: 'none' } } }]);
  return report.misses[0]?.reply ?? '';
}

describe('an open request completed by the next turn leaves its asking frame out', () => {
  it.each([
    ['can we add a new subskill', 'for spanish, one called listening', 'Listening'],
    ['could you add a subskill', 'under guitar, call it tapping', 'Tapping'],
    ['would you add a subskill for me', 'guitar: arpeggios', 'Arpeggios'],
  ])('"%s" then "%s" names %s, never "We …"', (first, second, name) => {
    const pending = JSON.parse(lastPending([first, second])) as { type: string; name?: string };
    expect(pending.type).toBe('create_user_subskill');
    expect(pending.name).toBe(name);
  });
});
