import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { openBillingPortal } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';

/** A payment failed (past_due, unpaid): everything still works, and the way to fix it is one click. */
export function GraceBanner({ hasBillingAccount }: { hasBillingAccount: boolean }) {
  const [pending, setPending] = useState(false);
  const update = async () => {
    setPending(true);
    await openBillingPortal().catch((error: Error) => {
      setPending(false);
      showToast({ title: 'Could not open billing', description: error.message, variant: 'destructive' });
    });
  };
  return (
    <section aria-label="Payment problem" className="border-b border-danger/40 bg-danger-soft text-ink">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-danger" />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">Your last payment did not go through.</strong> Everything keeps
          working for now; update your card to keep your plan.
        </p>
        {hasBillingAccount && (
          <Button size="sm" variant="secondary" aria-disabled={pending} onClick={() => void update()}>
            Update payment
          </Button>
        )}
      </div>
    </section>
  );
}
