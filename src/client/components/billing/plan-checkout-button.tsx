import { useState } from 'react';
import type { TPlanKey } from '@/domain/subscription/plans';
import { startCheckout } from '../../lib/subscription-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';

/** Opens Stripe Checkout for a plan; stays pending while the browser leaves for Stripe's page. */
export function PlanCheckoutButton({
  plan,
  label,
  featured,
}: {
  plan: TPlanKey;
  label: string;
  featured?: boolean;
}) {
  const [pending, setPending] = useState(false);
  const choose = async () => {
    setPending(true);
    try {
      await startCheckout(plan);
    } catch (error) {
      setPending(false);
      showToast({
        title: 'Could not open checkout',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      className="w-full"
      variant={featured ? 'primary' : 'secondary'}
      aria-disabled={pending}
      onClick={() => void (pending ? undefined : choose())}
    >
      {pending ? 'Opening checkout…' : label}
    </Button>
  );
}
