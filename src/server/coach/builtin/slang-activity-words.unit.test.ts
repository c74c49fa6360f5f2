import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

/** Slang for sleep ("shuteye", "kip") names the Sleep habit (match-by-name.ts synonyms). */
describe('slang for sleep is Sleep', () => {
  it.each([
    ['8 hours of shuteye, finally', 8],
    ['managed 6h of kip last night', 6],
    ['got a solid 7.5 hours shuteye', 7.5],
  ])('"%s" logs %s hours of Sleep', (message, hours) => {
    expect(proposed(message, fixtures.solo_skill_user)).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-sleep',
      value_number: hours,
    });
  });
});

/** "convo" is a conversation: the Conversation part of Spanish. */
describe('a convo is conversation practice', () => {
  it.each([
    ['45 min spanish convo with a colleague', 2700],
    ['had a spanish convo for 20 minutes at lunch', 1200],
    ['an hour of convo in spanish on the phone', 3600],
  ])('"%s" is practice on Conversation', (message, seconds) => {
    expect(proposed(message)).toMatchObject({
      type: 'create_skill_entry',
      skill_id: 'ss-conversation',
      seconds,
    });
  });
});

/** "45min", "2hrs": a number typed against its unit is read as the number and the unit (normalize-message.ts). */
describe('a unit typed against its number', () => {
  it.each([
    ['did 25min on the guitar this morning', 1500],
    ['guitar practice 50mins today', 3000],
    ['played guitar for 1hr tonight', 3600],
  ])('"%s" logs the time on Guitar practice', (message, seconds) => {
    expect(proposed(message)).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-guitar',
      time_tracked_seconds: seconds,
    });
  });
});
