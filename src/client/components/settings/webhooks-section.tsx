import { type FormEvent, useState } from 'react';
import { formatInstantDateTime } from '@/domain/dates/day-titles';
import {
  subscribableEventTypes,
  type TWebhookEndpoint,
  webhookEventLabels,
} from '@/domain/webhooks/webhooks-api';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useResendDelivery,
  useSendTestEvent,
  useSetWebhookEnabled,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../../hooks/use-webhooks';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-alert';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { SettingsSection } from './settings-section';

type TEvent = (typeof subscribableEventTypes)[number];

/** Settings → Webhooks (issue 22): where Compound POSTs your events, each delivery signed and retried. */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  return (
    <SettingsSection
      id="webhooks"
      title="Webhooks"
      description="Compound POSTs an event to your server when something happens, signed with the webhook's secret (the Standard Webhooks format). A delivery your server does not accept is tried again for about 18 hours."
    >
      <div className="space-y-5">
        <NewWebhookForm />
        {endpoints.isPending && (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading your webhooks…
          </p>
        )}
        {endpoints.isError && <FormAlert>{endpoints.error.message}</FormAlert>}
        {endpoints.data?.length === 0 && <p className="text-sm text-ink-muted">You have no webhooks.</p>}
        {endpoints.data && endpoints.data.length > 0 && (
          <ul aria-label="Your webhooks" className="space-y-3">
            {endpoints.data.map((endpoint) => (
              <WebhookItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}

function NewWebhookForm() {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TEvent[]>(['habit.logged']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url, events }, { onSuccess: () => setUrl('') });
  };
  return (
    <form onSubmit={submit} aria-label="New webhook" className="space-y-4">
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        placeholder="https://example.com/compound-events"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium">Events</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {subscribableEventTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-accent"
                checked={events.includes(type)}
                onChange={(event) =>
                  setEvents((chosen) =>
                    event.target.checked ? [...chosen, type] : chosen.filter((held) => held !== type),
                  )
                }
              />
              {webhookEventLabels[type]} <code className="text-xs text-ink-muted">{type}</code>
            </label>
          ))}
        </div>
      </fieldset>
      {create.error && <FormAlert>{create.error.message}</FormAlert>}
      <Button type="submit" pending={create.isPending}>
        Add webhook
      </Button>
    </form>
  );
}

function WebhookItem({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const [showSecret, setShowSecret] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestEvent();
  return (
    <li className="space-y-3 rounded-xl border border-line p-4">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all">{endpoint.url}</p>
        <p className="text-xs text-ink-muted">
          {endpoint.events.join(', ')} · {endpoint.enabled ? 'On' : 'Off'}
        </p>
        {endpoint.disabled_reason && <p className="mt-1 text-sm text-danger">{endpoint.disabled_reason}</p>}
      </div>
      <p className="text-xs text-ink-muted">
        Signing secret:{' '}
        <code className="break-all">{showSecret ? endpoint.secret : `${endpoint.secret.slice(0, 10)}…`}</code>{' '}
        <button
          type="button"
          className="text-accent underline"
          onClick={() => setShowSecret((shown) => !shown)}
        >
          {showSecret ? 'Hide' : 'Show'}
        </button>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!endpoint.enabled}
          onClick={() => sendTest.mutate(endpoint.id)}
        >
          Send test event
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showDeliveries}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries ? 'Hide deliveries' : 'Recent deliveries'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      {showDeliveries && <DeliveryLog endpointId={endpoint.id} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this webhook?"
          description={`No more events go to ${endpoint.url}, and its delivery log is deleted.`}
          confirmLabel="Delete webhook"
          onConfirm={() => remove.mutate(endpoint.id)}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery();
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <FormAlert>{deliveries.error.message}</FormAlert>;
  if (deliveries.data.length === 0) return <p className="text-sm text-ink-muted">Nothing sent yet.</p>;
  return (
    <ul aria-label="Recent deliveries" className="divide-y divide-line rounded-lg border border-line text-sm">
      {deliveries.data.map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <span className="font-mono text-xs">{delivery.event_type}</span>
          <span
            className={
              delivery.status === 'failed'
                ? 'text-danger'
                : delivery.status === 'succeeded'
                  ? 'text-accent'
                  : 'text-ink-muted'
            }
          >
            {delivery.status === 'succeeded'
              ? `Delivered (${delivery.last_status_code})`
              : delivery.status === 'failed'
                ? `Failed: ${delivery.last_error ?? ''}`
                : delivery.attempts === 0
                  ? 'Waiting'
                  : `Retrying: ${delivery.last_error ?? ''}`}
          </span>
          <span className="text-xs text-ink-muted">
            {formatInstantDateTime(delivery.created_at)} · {delivery.attempts}{' '}
            {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => resend.mutate(delivery.id)}>
            Resend
          </Button>
        </li>
      ))}
    </ul>
  );
}
