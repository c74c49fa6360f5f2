/**
 * Platform-versus-database reconciliation (spec section 4), in the spec's order. The native apps run
 * it with the store's answer; the server runs it in the status check.
 */
export type TReconcileInput = {
  isAdmin: boolean;
  isLifetime: boolean;
  /** What the app store (RevenueCat) says; false on the web, where there is no platform store. */
  platformActive: boolean;
  databaseActive: boolean;
};

export type TReconcileOutcome =
  | { valid: true; reason: 'admin' | 'lifetime' | 'both_active'; needsRefresh: false; syncToServer: false }
  | { valid: true; reason: 'database_only'; needsRefresh: true; syncToServer: false }
  | { valid: true; reason: 'platform_only'; needsRefresh: true; syncToServer: true }
  | { valid: false; reason: 'none'; needsRefresh: false; syncToServer: false };

export function reconcileSubscription(input: TReconcileInput): TReconcileOutcome {
  if (input.isAdmin) return { valid: true, reason: 'admin', needsRefresh: false, syncToServer: false };
  if (input.isLifetime) return { valid: true, reason: 'lifetime', needsRefresh: false, syncToServer: false };
  if (input.platformActive && !input.databaseActive) {
    return { valid: true, reason: 'platform_only', needsRefresh: true, syncToServer: true };
  }
  if (input.databaseActive && !input.platformActive) {
    return { valid: true, reason: 'database_only', needsRefresh: true, syncToServer: false };
  }
  if (input.databaseActive && input.platformActive) {
    return { valid: true, reason: 'both_active', needsRefresh: false, syncToServer: false };
  }
  return { valid: false, reason: 'none', needsRefresh: false, syncToServer: false };
}
