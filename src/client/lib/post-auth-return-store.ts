import { sanitizeReturnTo } from '@/domain/routing/sanitize-return-to';

// Kept in localStorage, not sessionStorage: the verification link often opens in a new tab.
const storageKey = 'compound.postAuthReturnTo';

export function readPostAuthReturnTo(): string | null {
  try {
    return sanitizeReturnTo(window.localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

export function rememberPostAuthReturnTo(path: string | null): void {
  const safePath = sanitizeReturnTo(path);
  if (safePath === null) return;
  try {
    window.localStorage.setItem(storageKey, safePath);
  } catch {
    // Private modes may refuse storage; the user then simply lands on the home page.
  }
}

export function forgetPostAuthReturnTo(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
