import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server's render of a page knew, sent beside it for the browser's first render to start
 * from: the query cache (the session, the plans, a dashboard's answer) and the router's data.
 */
export type TServerRenderState = { queries: DehydratedState; router: HydrationState };

/** The element that carries the state: JSON, which the browser never runs, so no CSP rule is needed. */
export const serverRenderStateId = 'server-render-state';

/** The state as the text of a `<script type="application/json">`; `<` is escaped so no tag can end it. */
export function writeServerRenderState(state: TServerRenderState): string {
  return `<script type="application/json" id="${serverRenderStateId}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** The state the server sent with this page, or null on a page the browser draws alone. */
export function readServerRenderState(document: Document): TServerRenderState | null {
  const text = document.getElementById(serverRenderStateId)?.textContent;
  return text ? (JSON.parse(text) as TServerRenderState) : null;
}
