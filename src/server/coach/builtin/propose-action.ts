import { validateAction } from '../../../domain/actions/validate-action';
import { buildActionContext } from './build-action-context';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';

/**
 * The last gate before a proposal leaves the coach: the action is checked by the same catalogue the
 * action route uses. One that would be refused is not proposed; the reply says why instead.
 */
export function proposeAction(request: TCoachRequest, reply: string, action: TCoachAction): TCoachAnswer {
  const result = validateAction(action, buildActionContext(request.context));
  if (result.ok) return { reply, action };
  const reasons = result.errors.map((error) => `- ${error}`).join('\n');
  return {
    reply: `I understood what you asked, but I can't propose it as it stands:\n\n${reasons}\n\nTell me what to change and I'll try again.`,
    action: null,
  };
}
