import { subscriptionGraceMs } from '@/domain/subscription/subscription-state';

/**
 * What the browser remembers about access (spec 4): the 30-minute upgrade grace (local, survives a
 * reload while the webhook is late), the admin bypass (this tab's session only), and the one-time
 * flags of onboarding and the hotkeys help.
 */
const graceKey = 'compound:upgrade-grace-until';
const checkoutSessionKey = 'compound:checkout-session';
const bypassKey = 'compound:gate-bypass';
const onboardingKey = 'compound:onboarding-completed';
const hotkeysHelpKey = 'compound:hotkeys-help-shown';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the flag simply lasts this page only.
  }
}

export function readGraceEndsAt(): number | null {
  const value = Number(read(localStorage, graceKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function startUpgradeGrace(now = Date.now()): void {
  write(localStorage, graceKey, String(now + subscriptionGraceMs));
}

export function rememberCheckoutSession(sessionId: string): void {
  write(sessionStorage, checkoutSessionKey, sessionId);
}

export function readGateBypass(): boolean {
  return read(sessionStorage, bypassKey) === '1';
}

export function writeGateBypass(on: boolean): void {
  write(sessionStorage, bypassKey, on ? '1' : null);
}

export function readOnboardingCompletedLocally(): boolean {
  return read(localStorage, onboardingKey) === '1';
}

export function markOnboardingCompletedLocally(): void {
  write(localStorage, onboardingKey, '1');
}

export function readHotkeysHelpShown(): boolean {
  return read(localStorage, hotkeysHelpKey) === '1';
}

export function markHotkeysHelpShown(): void {
  write(localStorage, hotkeysHelpKey, '1');
}
