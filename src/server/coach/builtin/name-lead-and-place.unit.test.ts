import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

const actionOf = (message: string, user: keyof typeof fixtures = 'new_user') =>
  answerMessage(message, fixtures[user], false).action;

describe('words around a name that are no part of it', () => {
  it('taking an activity up says nothing of its name', () => {
    expect(actionOf('dentist was not impressed, time for a nightly flossing habit')).toMatchObject({
      type: 'create_habit',
      name: 'Flossing',
    });
    expect(actionOf('want to get into cycling 20 km twice a week, habit please')).toMatchObject({
      type: 'create_habit',
      name: 'Cycling',
    });
    expect(actionOf('new habit: start swimming 3 times a week')).toMatchObject({ name: 'Swimming' });
  });

  it('where a renamed habit shows is no part of its new name', () => {
    const user = 'active_user';
    expect(actionOf('can Journal be called Evening notes on my list', user)).toMatchObject({
      name: 'Evening notes',
    });
    expect(actionOf('rename stretch to Mobility in the app', user)).toMatchObject({ name: 'Mobility' });
    expect(actionOf('change the name of Read to Book time on my dashboard', user)).toMatchObject({
      name: 'Book time',
    });
  });
});
