import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { maxPartnerMessageLength, type TPartner } from '@/domain/accountability/accountability-api';
import { formatInstantDate } from '@/domain/dates/day-titles';
import { describeGoalAmount } from '@/domain/goals/describe-goal-figure';
import { accountabilityQueryKey, endPartnership, sendPartnerMessage } from '../../lib/accountability-api';
import { showToast } from '../../lib/toast-store';
import { GoalProgressBar } from '../goals/goal-progress-bar';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

/** One partner: the goals they share, a cheer or a nudge, and the way to end the partnership. */
export function PartnerCard({ partner }: { partner: TPartner }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [ending, setEnding] = useState(false);
  const name = partner.name ?? 'Your partner';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountabilityQueryKey });
  const send = useMutation({
    mutationFn: (kind: 'cheer' | 'nudge') => sendPartnerMessage(partner.id, kind, note),
    onSuccess: (_, kind) => {
      setNote('');
      showToast({ title: kind === 'cheer' ? `Cheer sent to ${name}` : `Nudge sent to ${name}` });
      refresh();
    },
  });
  const end = useMutation({ mutationFn: () => endPartnership(partner.id), onSuccess: refresh });
  return (
    <Card className="space-y-4" aria-label={name} role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-xs text-ink-muted">Partners since {formatInstantDate(partner.since)}</p>
      </div>
      {partner.goals.length === 0 ? (
        <p className="text-sm text-ink-muted">{name} shares no goals with you yet.</p>
      ) : (
        <ul className="space-y-3" aria-label={`Goals ${name} shares`}>
          {partner.goals.map((goal) => (
            <li key={goal.id} className="space-y-1">
              <p className="text-sm font-medium">{goal.name}</p>
              {goal.source === 'amount' ? (
                <p className="text-sm font-semibold tabular-nums">{describeGoalAmount(goal)}</p>
              ) : (
                <GoalProgressBar
                  progress={goal.progress}
                  label={`Progress of ${goal.name}`}
                  detail={
                    goal.status === 'completed' ? 'completed' : (describeGoalAmount(goal) ?? 'of the goal')
                  }
                  completed={goal.status === 'completed'}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-60 flex-1"
          label="A few words (optional)"
          value={note}
          maxLength={maxPartnerMessageLength}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button onClick={() => send.mutate('cheer')} disabled={send.isPending}>
          Cheer
        </Button>
        <Button variant="secondary" onClick={() => send.mutate('nudge')} disabled={send.isPending}>
          Nudge
        </Button>
      </div>
      {send.error && <FormAlert>{send.error.message}</FormAlert>}
      <Button variant="ghost" size="sm" onClick={() => setEnding(true)}>
        End partnership
      </Button>
      {ending && (
        <ConfirmDialog
          title={`End your partnership with ${name}?`}
          description="Neither of you will see the other’s goals any more, starting now. You can invite each other again later."
          confirmLabel="End partnership"
          onConfirm={() => end.mutate()}
          onClose={() => setEnding(false)}
        />
      )}
    </Card>
  );
}
