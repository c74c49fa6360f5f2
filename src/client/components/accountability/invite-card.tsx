import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { TInvite } from '@/domain/accountability/accountability-api';
import { formatInstantDate } from '@/domain/dates/day-titles';
import { accountabilityQueryKey, createInvite, revokeInvite } from '../../lib/accountability-api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

const statusText = {
  pending: 'waiting',
  accepted: 'accepted',
  revoked: 'withdrawn',
  expired: 'expired',
} as const;

/** Invite a partner by e-mail or by a link, and withdraw invitations not yet used. */
export function InviteCard({ invites }: { invites: readonly TInvite[] }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountabilityQueryKey });
  const invite = useMutation({
    mutationFn: (address: string | null) => createInvite(address),
    onSuccess: (created, address) => {
      setLink(address ? null : created.link);
      setEmail('');
      refresh();
    },
  });
  const withdraw = useMutation({ mutationFn: revokeInvite, onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim());
  };
  const open = invites.filter((item) => item.status === 'pending');
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">Invite a partner</h2>
      <p className="text-sm text-ink-muted">
        An invitation works once and for 7 days. You can withdraw it until it is accepted.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Invite by e-mail">
        <TextField
          className="min-w-60 flex-1"
          label="Their e-mail"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          Send invitation
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={invite.isPending}
          onClick={() => invite.mutate(null)}
        >
          Create an invitation link
        </Button>
        <span className="text-sm text-ink-muted">to send it yourself, in any chat.</span>
      </div>
      {invite.error && <FormAlert>{invite.error.message}</FormAlert>}
      {link && (
        <div className="space-y-2">
          <TextField
            label="Invitation link"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(link)}
          >
            Copy link
          </Button>
          <p className="text-xs text-ink-muted">It is shown only now: copy it before leaving the page.</p>
        </div>
      )}
      {open.length > 0 && (
        <ul aria-label="Open invitations" className="divide-y divide-line rounded-xl border border-line">
          {open.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
              <span>
                {item.email ?? 'Link'} · {statusText[item.status]} until {formatInstantDate(item.expires_at)}
              </span>
              <Button size="sm" variant="ghost" onClick={() => withdraw.mutate(item.id)}>
                Withdraw<span className="sr-only"> the invitation {item.email ?? 'link'}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
