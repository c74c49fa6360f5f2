import { mobileBreakpointPx } from '../layout/breakpoints';

export type TToastVariant = 'default' | 'destructive';

export type TToastContent = { title: string; description?: string; variant?: TToastVariant };

/** When a toast with given content was last shown. */
export type TToastHistory = readonly { key: string; shownAt: number }[];

/** Identical toasts (title, description and variant) within this window are shown once (spec section 5). */
export const toastDedupeWindowMs = 2_500;

const durationsMs = {
  desktop: { default: 4_000, destructive: 6_500 },
  mobile: { default: 3_000, destructive: 5_200 },
} as const;

export function getToastDuration(variant: TToastVariant, viewportWidth: number): number {
  return durationsMs[viewportWidth < mobileBreakpointPx ? 'mobile' : 'desktop'][variant];
}

/**
 * Whether a toast may be shown now, and the history to keep. A suppressed duplicate does not extend
 * the window: the clock counts from the toast the user actually saw.
 */
export function admitToast(
  history: TToastHistory,
  toast: TToastContent,
  now: number,
): { admitted: boolean; history: TToastHistory } {
  const recent = history.filter((entry) => now - entry.shownAt < toastDedupeWindowMs);
  const key = buildToastKey(toast);
  if (recent.some((entry) => entry.key === key)) return { admitted: false, history: recent };
  return { admitted: true, history: [...recent, { key, shownAt: now }] };
}

function buildToastKey({ title, description, variant }: TToastContent): string {
  return JSON.stringify([title, description ?? '', variant ?? 'default']);
}
