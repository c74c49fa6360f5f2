import type { TImportPlan, TImportResult } from './imports-api';

/** The import section's steps: choose a file, read its plan, confirm, watch it upload, see what changed. */
export type TImportFlow =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string }
  | { step: 'planned'; fileName: string; plan: TImportPlan }
  | { step: 'importing'; fileName: string; plan: TImportPlan; progress: number }
  | { step: 'done'; fileName: string; result: TImportResult }
  | { step: 'failed'; fileName: string; message: string; plan: TImportPlan | null };

export type TImportEvent =
  | { type: 'chose'; fileName: string }
  | { type: 'planned'; plan: TImportPlan }
  | { type: 'confirmed' }
  | { type: 'progressed'; fraction: number }
  | { type: 'imported'; result: TImportResult }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export function importFlow(state: TImportFlow, event: TImportEvent): TImportFlow {
  switch (event.type) {
    case 'chose':
      return { step: 'checking', fileName: event.fileName };
    case 'planned':
      return state.step === 'checking'
        ? { step: 'planned', fileName: state.fileName, plan: event.plan }
        : state;
    case 'confirmed':
      return state.step === 'planned' || (state.step === 'failed' && state.plan)
        ? { step: 'importing', fileName: state.fileName, plan: state.plan as TImportPlan, progress: 0 }
        : state;
    case 'progressed':
      // Progress only moves forward: a late event of an earlier attempt must not pull the bar back.
      return state.step === 'importing'
        ? { ...state, progress: Math.max(state.progress, Math.min(1, event.fraction)) }
        : state;
    case 'imported':
      return state.step === 'importing'
        ? { step: 'done', fileName: state.fileName, result: event.result }
        : state;
    case 'failed':
      if (state.step === 'checking')
        return { step: 'failed', fileName: state.fileName, message: event.message, plan: null };
      if (state.step === 'importing')
        return { step: 'failed', fileName: state.fileName, message: event.message, plan: state.plan };
      return state;
    case 'reset':
      return { step: 'idle' };
  }
}
