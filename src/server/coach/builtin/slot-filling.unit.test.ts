import { describe, expect, it } from 'vitest';
import type { TCoachRequest } from './coach-answer';
import { fixtures } from './eval/coach-fixtures';
import { fillUpdateGoal, fillUpdateHabit } from './fill-change-slots';
import { fillFocusSession, fillSetFocus } from './fill-day-slots';
import { fillCreateSubskill, fillGoalBaseline, fillSkillBaseline } from './fill-skill-goal-slots';
import { normalizeMessage } from './normalize-message';
import { fillPreferences } from './parse-preferences';
import { readSchedule } from './parse-schedule';

const as = (message: string, context = fixtures.active_user): TCoachRequest => ({
  original: message,
  text: normalizeMessage(message),
  context,
  guest: false,
});

describe('slot filling against the user own names', () => {
  it('changes a habit: new name, target, archive, restore', () => {
    expect(fillUpdateHabit(as('call the journal habit Evening pages'))?.action).toMatchObject({
      habit_id: 'h-journal',
      name: 'Evening pages',
    });
    expect(fillUpdateHabit(as('running, I think 7 km a day is right'))?.action).toMatchObject({
      habit_id: 'h-run',
      target: 7,
    });
    expect(fillUpdateHabit(as('I no longer want the stretch thing'))?.action).toMatchObject({
      active: false,
    });
    expect(fillUpdateHabit(as('bring stretching back'))?.action).toMatchObject({ active: true });
    expect(fillUpdateHabit(as('change the yoga thing'))).toBeNull();
  });

  it('changes a goal: done, new deadline, new title', () => {
    expect(fillUpdateGoal(as('we did it, thesis accomplished'))?.action).toMatchObject({
      goal_id: 'g-thesis',
      status: 'completed',
    });
    expect(fillUpdateGoal(as('I need the marathon until october 15'))?.action).toMatchObject({
      end_date: '2026-10-15',
    });
    expect(fillUpdateGoal(as('title the weight goal Fit by summer'))?.action).toMatchObject({
      name: 'Fit by summer',
    });
    expect(fillUpdateGoal(as('I almost finished the thesis'))).toBeNull();
  });

  it('finds the goal a baseline is for by name or by its unit', () => {
    expect(fillGoalBaseline(as('scale says 86.5 kg'))?.action).toMatchObject({
      goal_id: 'g-weight',
      value: 86.5,
    });
    expect(fillGoalBaseline(as('for the marathon I manage eight km today'))?.action).toMatchObject({
      goal_id: 'g-marathon',
      value: 8,
    });
    expect(fillGoalBaseline(as('I have 3 cats'))).toBeNull();
  });

  it("reads a skill's starting hours and a new subskill's name from what is left", () => {
    expect(fillSkillBaseline(as('put piano at 40 hours before tracking'))?.action).toMatchObject({
      skill_id: 's-piano',
      baseline_hours: 40,
    });
    expect(fillCreateSubskill(as('I want listening under spanish'))?.action).toMatchObject({
      parent_skill_id: 's-spanish',
      name: 'Listening',
    });
    // Nothing left but the skill: no name is made up; an existing subskill is not added twice.
    expect(fillCreateSubskill(as('add a subskill to spanish'))).toBeNull();
    expect(fillCreateSubskill(as('add vocabulary to spanish'))).toBeNull();
  });

  it('reads the focus text, a focus session and preferences in any order', () => {
    expect(fillSetFocus(as('tomorrow the big thing is: tidy the flat'))?.action).toMatchObject({
      focus: 'Tidy the flat',
      date: '2026-03-13',
    });
    expect(fillFocusSession(as('two hours of heads down focus on the thesis'))?.action).toMatchObject({
      minutes: 120,
      goal_id: 'g-thesis',
    });
    expect(fillFocusSession(as('20 minutes of guitar'))).toBeNull();
    expect(fillPreferences(as('weeks begin sundays for me'))?.action).toMatchObject({ week_start: 'sunday' });
    expect(fillPreferences(as('socially motivated, that is me'))?.action).toMatchObject({
      motivation_style: 'social',
    });
  });

  it('reads a day plan without its signal words', () => {
    expect(readSchedule(as('dentist at 4pm on friday'))?.action).toMatchObject({
      type: 'schedule_day',
      date: '2026-03-13',
      sessions: [{ start_time: '16:00', end_time: '17:00' }],
    });
  });
});
