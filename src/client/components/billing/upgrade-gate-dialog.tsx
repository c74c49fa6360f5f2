import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchPlanOffers } from '../../lib/subscription-api';
import { PlanList } from '../marketing/plan-list';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { PlanCheckoutButton } from './plan-checkout-button';

type TUpgradeGateDialogProps = {
  trialEligible: boolean;
  showAdminSkip: boolean;
  onClose: () => void;
  onAdminSkip: () => void;
};

/** Spec 4's upgrade gate: choose a plan to go on; settings, export and deletion stay reachable. */
export function UpgradeGateDialog({
  trialEligible,
  showAdminSkip,
  onClose,
  onAdminSkip,
}: TUpgradeGateDialogProps) {
  const offers = useQuery({ queryKey: ['plan-offers'], queryFn: fetchPlanOffers });
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title="Choose a plan to keep going"
      description={
        trialEligible
          ? 'Start with 7 days of Elite, free. Cancel before the trial ends and you pay nothing.'
          : 'Your trial or plan has ended. Your habits, goals and history are safe and waiting for you.'
      }
    >
      <PlanList
        compact
        offers={offers.data?.plans ?? []}
        renderAction={(plan) => (
          <PlanCheckoutButton
            plan={plan.key}
            featured={plan.featured}
            label={plan.key === 'elite_month' && trialEligible ? 'Start free trial' : `Choose ${plan.name}`}
          />
        )}
      />
      <p className="mt-5 text-sm text-ink-muted">
        You can still open{' '}
        <Link className="font-medium text-accent underline" to="/settings">
          Settings
        </Link>{' '}
        to export your data or delete your account, and read the{' '}
        <Link className="font-medium text-accent underline" to="/subscriptions">
          subscription terms
        </Link>
        .
      </p>
      {showAdminSkip && (
        <Button variant="ghost" className="mt-3 w-full" onClick={onAdminSkip}>
          Admin Skip
        </Button>
      )}
    </Dialog>
  );
}
