import { useEffect, useRef } from 'react';
import {
  openAssistantEventName,
  readOpenAssistantRequest,
  type TOpenAssistantRequest,
} from '../lib/open-assistant-event';

/** Calls `onRequest` for every 'open-assistant' window event while `enabled`. */
export function useOpenAssistantEvent(enabled: boolean, onRequest: (request: TOpenAssistantRequest) => void) {
  const handler = useRef(onRequest);
  handler.current = onRequest;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: Event) => handler.current(readOpenAssistantRequest(event));
    window.addEventListener(openAssistantEventName, listener);
    return () => window.removeEventListener(openAssistantEventName, listener);
  }, [enabled]);
}

/**
 * Sends a request's prompt once the chat can take it, and never twice: not on a re-render, not when the
 * panel is opened again (spec 2 "An initial message given on opening is sent automatically once").
 */
export function useSendRequestedPrompt(
  request: TOpenAssistantRequest | null,
  ready: boolean,
  send: (text: string) => boolean,
) {
  const sentId = useRef<number | null>(null);
  useEffect(() => {
    if (!request?.prompt || !ready || sentId.current === request.id) return;
    sentId.current = request.id;
    send(request.prompt);
  }, [request, ready, send]);
}
