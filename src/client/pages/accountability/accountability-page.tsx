import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandHeart, Megaphone } from 'lucide-react';
import type { TAccountabilityOverview } from '@/domain/accountability/accountability-api';
import { formatInstantDateTime } from '@/domain/dates/day-titles';
import { InviteCard } from '../../components/accountability/invite-card';
import { PartnerCard } from '../../components/accountability/partner-card';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { accountabilityQueryKey, fetchAccountability, setGoalSharing } from '../../lib/accountability-api';

/** /in/accountability (mod+5): partners, what they share, cheers and nudges, and what you share. */
export function AccountabilityPage() {
  useDocumentTitle('Accountability');
  const overview = useQuery({ queryKey: accountabilityQueryKey, queryFn: fetchAccountability });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Accountability</h1>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          Invite someone you trust. You each choose which goals the other sees, cheer each other on, and get a
          short summary of each other’s week every Monday.
        </p>
      </header>
      {overview.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading your partners…
        </p>
      )}
      {overview.isError && (
        <LoadError
          title="We couldn’t load your partners"
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
        />
      )}
      {overview.data && <AccountabilityContent data={overview.data} />}
    </div>
  );
}

function AccountabilityContent({ data }: { data: TAccountabilityOverview }) {
  return (
    <>
      <section aria-labelledby="partners-title" className="space-y-3">
        <h2 id="partners-title" className="text-xl font-semibold">
          Partners
        </h2>
        {data.partners.length === 0 ? (
          <p className="text-sm text-ink-muted">No partners yet. Invite one below.</p>
        ) : (
          data.partners.map((partner) => <PartnerCard key={partner.id} partner={partner} />)
        )}
      </section>
      <SharedGoals goals={data.my_goals} />
      <Messages messages={data.messages} />
      <InviteCard invites={data.invites} />
    </>
  );
}

function SharedGoals({ goals }: { goals: TAccountabilityOverview['my_goals'] }) {
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) => setGoalSharing(id, shared),
    // The box changes at once; the refetch after the save corrects it if the save failed.
    onMutate: ({ id, shared }) =>
      queryClient.setQueryData<TAccountabilityOverview>(
        accountabilityQueryKey,
        (current) =>
          current && {
            ...current,
            my_goals: current.my_goals.map((goal) => (goal.id === id ? { ...goal, shared } : goal)),
          },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountabilityQueryKey }),
  });
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">What your partners see</h2>
      <p className="text-sm text-ink-muted">
        Tick the goals your partners may follow: their name and progress. Nothing else of yours is shown.
      </p>
      {goals.length === 0 && <p className="text-sm text-ink-muted">You have no goals yet.</p>}
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {goals.map((goal) => (
          <li key={goal.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={goal.shared}
                onChange={(event) => share.mutate({ id: goal.id, shared: event.target.checked })}
              />
              {goal.name}
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Messages({ messages }: { messages: TAccountabilityOverview['messages'] }) {
  if (messages.length === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">Cheers and nudges</h2>
      <ul className="space-y-2" aria-label="Cheers and nudges">
        {messages.map((message) => {
          const Icon = message.kind === 'cheer' ? HandHeart : Megaphone;
          const who = message.partner_name ?? 'your partner';
          const what = message.kind === 'cheer' ? 'cheer' : 'nudge';
          return (
            <li key={message.id} className="flex gap-2 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <div>
                <p>
                  {message.from_me ? `You sent ${who} a ${what}` : `${who} sent you a ${what}`}
                  {message.message && <>: “{message.message}”</>}
                </p>
                <p className="text-xs text-ink-muted">{formatInstantDateTime(message.created_at)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
