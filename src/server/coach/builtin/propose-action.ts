import { validateAction } from '../../../domain/actions/validate-action';
import { buildActionContext } from './build-action-context';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';

/**
 * The last gate before a proposal leaves the coach: the action is checked by the same catalogue the
 * action route uses. One that would be refused is not proposed; the reply says why instead.
 */
// "start tracking something else", "today's main thing should be something": a word that stands for a
// name not said yet. The coach asks for it instead of proposing a habit called "Something else".
const placeholder = /^(?:some ?thing|something else|anything|any thing|stuff|a thing|smth|sth)$/i;

/** The question asked instead of a proposal whose name or focus is only a placeholder, or null. */
export function askForPlaceholder(action: TCoachAction): string | null {
  if (action.type === 'create_habit' && placeholder.test(String(action.name ?? '').trim()))
    return 'Happy to set up a habit. What would you like to track? For example: "read 20 pages every day" or "meditate daily".';
  if (action.type === 'set_focus' && placeholder.test(String(action.focus ?? '').trim()))
    return 'What should your focus be? Say it in a few words, for example "finish the quarterly report".';
  return null;
}

export function proposeAction(request: TCoachRequest, reply: string, action: TCoachAction): TCoachAnswer {
  const asked = askForPlaceholder(action);
  if (asked !== null) return { reply: asked, action: null };
  const result = validateAction(action, buildActionContext(request.context));
  if (result.ok) return { reply, action };
  const reasons = result.errors.map((error) => `- ${error}`).join('\n');
  return {
    reply: `I understood what you asked, but I can't propose it as it stands:\n\n${reasons}\n\nTell me what to change and I'll try again.`,
    action: null,
  };
}
