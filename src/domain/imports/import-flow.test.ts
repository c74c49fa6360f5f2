import { describe, expect, it } from 'vitest';
import { importFlow, type TImportFlow } from './import-flow';
import type { TImportPlan } from './imports-api';

const plan: TImportPlan = {
  format: 'csv',
  habits: [],
  logs: 3,
  new_logs: 3,
  paused_days: 0,
  tables: [],
  preferences_changed: false,
  skipped: [],
};

describe('importFlow', () => {
  it('goes from a chosen file to its plan, then through the upload to the result', () => {
    let state: TImportFlow = { step: 'idle' };
    state = importFlow(state, { type: 'chose', fileName: 'loop.zip' });
    state = importFlow(state, { type: 'planned', plan });
    state = importFlow(state, { type: 'confirmed' });
    state = importFlow(state, { type: 'progressed', fraction: 0.6 });
    state = importFlow(state, { type: 'progressed', fraction: 0.3 });
    expect(state).toMatchObject({ step: 'importing', progress: 0.6 });
    state = importFlow(state, {
      type: 'imported',
      result: {
        created_habits: 1,
        merged_habits: 0,
        logs_added: 3,
        pauses_added: 0,
        tables: [],
        preferences_changed: false,
      },
    });
    expect(state).toEqual({
      step: 'done',
      fileName: 'loop.zip',
      result: {
        created_habits: 1,
        merged_habits: 0,
        logs_added: 3,
        pauses_added: 0,
        tables: [],
        preferences_changed: false,
      },
    });
  });

  it('keeps the plan after a failed import, so Import can be tried again', () => {
    let state: TImportFlow = { step: 'planned', fileName: 'loop.zip', plan };
    state = importFlow(state, { type: 'confirmed' });
    state = importFlow(state, { type: 'failed', message: 'Offline' });
    expect(state).toEqual({ step: 'failed', fileName: 'loop.zip', message: 'Offline', plan });
    expect(importFlow(state, { type: 'confirmed' })).toMatchObject({ step: 'importing', progress: 0 });
  });

  it('cannot import a file whose plan was never read', () => {
    const failed = importFlow(
      { step: 'checking', fileName: 'x.csv' },
      { type: 'failed', message: 'line 2: bad' },
    );
    expect(importFlow(failed, { type: 'confirmed' })).toBe(failed);
  });
});
