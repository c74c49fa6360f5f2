import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listTouchedAreas } from './action-touched-areas';

describe('listTouchedAreas', () => {
  it('names what one action changes', () => {
    expect(listTouchedAreas({ type: 'create_habit', name: 'Read' })).toEqual(['habits']);
    expect(listTouchedAreas({ type: 'create_goal', title: 'Run 5k' })).toEqual(['goals']);
    expect(listTouchedAreas({ type: 'set_focus', focus: 'Deep work' })).toEqual(['focus']);
    expect(listTouchedAreas({ type: ' Create_Skill_Entry ' })).toEqual(['skills']);
  });

  it('joins the areas of a batch’s steps once each', () => {
    const batch = {
      type: 'batch',
      actions: [{ type: 'create_habit' }, { type: 'create_goal' }, { type: 'link_habit_to_goal' }, null],
    };
    expect(listTouchedAreas(batch).sort()).toEqual(['goals', 'habits']);
  });

  it('touches nothing for what is not a known action', () => {
    for (const action of [null, 'create_habit', 42, {}, { type: 'launch_rocket' }, { type: 'batch' }]) {
      expect(listTouchedAreas(action)).toEqual([]);
    }
  });

  it('never throws and never repeats an area', () => {
    fc.assert(
      fc.property(fc.anything(), (action) => {
        const areas = listTouchedAreas(action);
        expect(new Set(areas).size).toBe(areas.length);
      }),
      { numRuns: 200 },
    );
  });
});
