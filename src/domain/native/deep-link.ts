import { sanitizeReturnTo } from '../routing/sanitize-return-to';

export type TDeepLinkAction =
  | { kind: 'verify-email'; token: string; next: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'ignore' };

/**
 * What the app does with a link to the Compound server it was opened with (Android App Links, iOS
 * universal links): the e-mail verification link is completed in the app, any other page of the
 * server opens at the same path. Links to other hosts are ignored.
 */
export function readDeepLink(url: string, serverOrigin: string): TDeepLinkAction {
  let link: URL;
  let server: URL;
  try {
    link = new URL(url);
    server = new URL(serverOrigin);
  } catch {
    return { kind: 'ignore' };
  }
  if (link.host !== server.host) return { kind: 'ignore' };
  if (link.pathname === '/api/auth/verify-email') {
    const token = link.searchParams.get('token');
    if (!token) return { kind: 'ignore' };
    const then = sanitizeReturnTo(link.searchParams.get('callbackURL')) ?? '/app';
    return { kind: 'verify-email', token, next: then };
  }
  if (link.pathname.startsWith('/api/')) return { kind: 'ignore' };
  return { kind: 'navigate', to: `${link.pathname}${link.search}${link.hash}` };
}
