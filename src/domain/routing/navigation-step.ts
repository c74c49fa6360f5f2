import { decideAuthUrlAction } from './auth-url-action';
import { resolveRouteAccess, type TRouteAccess, type TRouteAccessInput } from './route-rules';

export const emailVerifiedToast = 'Email verified';

/**
 * What to do on arriving at an address: first what the address itself asks for (a link error, a
 * verified e-mail, a password recovery), then whether the visitor may see the page.
 */
export function resolveNavigationStep(input: TRouteAccessInput & { hash: string }): TRouteAccess {
  const urlAction = decideAuthUrlAction(input);
  switch (urlAction.kind) {
    case 'none':
      return resolveRouteAccess(input);
    case 'email-verified':
      return { kind: 'redirect', to: urlAction.to, toast: emailVerifiedToast, forgetReturnTo: true };
    case 'show-link-error':
    case 'recovery':
      return { kind: 'redirect', to: urlAction.to };
  }
}
