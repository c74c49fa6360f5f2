import { describe, expect, it } from 'vitest';
import { admitToast, getToastDuration, type TToastHistory } from './toast-rules';

const pinnedNow = Date.parse('2025-03-01T09:00:00Z');

describe('admitToast', () => {
  const verified = { title: 'Email verified' };

  it('suppresses an identical toast within 2.5 s, counted from the one shown', () => {
    const first = admitToast([], verified, pinnedNow);
    expect(first.admitted).toBe(true);
    const repeat = admitToast(first.history, verified, pinnedNow + 2_499);
    expect(repeat.admitted).toBe(false);
    expect(admitToast(repeat.history, verified, pinnedNow + 2_500).admitted).toBe(true);
  });

  it('treats a different description or variant as a different toast', () => {
    const { history } = admitToast([], verified, pinnedNow);
    expect(admitToast(history, { ...verified, description: 'Welcome' }, pinnedNow + 10).admitted).toBe(true);
    expect(admitToast(history, { ...verified, variant: 'destructive' }, pinnedNow + 10).admitted).toBe(true);
    expect(admitToast(history, { ...verified, variant: 'default' }, pinnedNow + 10).admitted).toBe(false);
  });

  it('forgets toasts older than the window', () => {
    const history: TToastHistory = [{ key: 'old', shownAt: pinnedNow - 10_000 }];
    expect(admitToast(history, verified, pinnedNow).history).toHaveLength(1);
  });
});

describe('getToastDuration', () => {
  it('uses 4 s and 6.5 s on desktop, 3 s and 5.2 s under 768 px', () => {
    expect(getToastDuration('default', 1280)).toBe(4_000);
    expect(getToastDuration('destructive', 768)).toBe(6_500);
    expect(getToastDuration('default', 767)).toBe(3_000);
    expect(getToastDuration('destructive', 360)).toBe(5_200);
  });
});
