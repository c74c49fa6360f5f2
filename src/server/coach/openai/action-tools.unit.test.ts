import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../domain/actions/validate-action';
import { createGuestActionContext } from '../../services/actions/load-action-context';
import { buildActionTools, payloadTypeAlias } from './action-tools';

type TParameters = { properties: Record<string, unknown>; required: string[] };

describe('buildActionTools', () => {
  const tools = buildActionTools();
  const parametersOf = (name: string) =>
    tools.find((tool) => tool.function.name === name)?.function.parameters as TParameters;

  it('offers one tool per action type, batch and schedule_day included', () => {
    const names = tools.map((tool) => tool.function.name);
    expect(names).toEqual(expect.arrayContaining(['create_habit', 'update_goal', 'schedule_day', 'batch']));
    expect(new Set(names).size).toBe(17);
  });

  it('offers a habit’s own type under an alias the validator reads, and a tool call validates as the action', () => {
    const parameters = parametersOf('create_habit');
    expect(parameters.properties).toHaveProperty(payloadTypeAlias);
    expect(parameters.properties).not.toHaveProperty('type');
    const result = validateAction(
      { [payloadTypeAlias]: 'number', name: 'Read', target: 20, unit: 'pages', type: 'create_habit' },
      createGuestActionContext(new Date('2026-03-10T12:00:00Z')),
    );
    expect(result).toMatchObject({ ok: true, value: { habit: { type: 'number', target: 20 } } });
  });

  it('never requires a field the validator fills in itself (dates default to today)', () => {
    expect(parametersOf('log_habit').required).toEqual(['habit_id']);
    expect(parametersOf('set_focus').required).toEqual(['focus']);
  });
});
