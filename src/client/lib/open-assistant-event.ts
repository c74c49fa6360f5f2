/**
 * Spec 2: anything in the app may open the coach with `window.dispatchEvent(new CustomEvent(
 * 'open-assistant', { detail: { prompt } }))`; the prompt, if any, is sent once the coach is ready.
 */
export const openAssistantEventName = 'open-assistant';

export type TOpenAssistantRequest = { id: number; prompt: string | null };

let nextRequestId = 1;

/** Each event becomes a request with its own id, so its prompt is sent exactly once. */
export function readOpenAssistantRequest(event: Event): TOpenAssistantRequest {
  const detail = (event as CustomEvent<unknown>).detail as { prompt?: unknown } | null | undefined;
  const prompt = typeof detail?.prompt === 'string' && detail.prompt.trim() !== '' ? detail.prompt : null;
  nextRequestId += 1;
  return { id: nextRequestId, prompt };
}
