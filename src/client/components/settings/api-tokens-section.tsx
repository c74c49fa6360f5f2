import { Check, Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { maxApiTokensPerUser, type TApiToken, type TApiTokenScope } from '@/domain/api-tokens/api-tokens-api';
import { formatInstantDate, formatInstantDateTime } from '@/domain/dates/day-titles';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../../hooks/use-api-tokens';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-alert';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { TextLink } from '../ui/text-link';
import { ChoiceGroup } from './choice-group';
import { SettingsSection } from './settings-section';

const scopeChoices = [
  { value: 'read', label: 'Read', description: 'Look at habits, logs, goals and analytics' },
  { value: 'write', label: 'Read and write', description: 'Also log, create and change things' },
] as const satisfies readonly { value: TApiTokenScope; label: string; description: string }[];

/** Settings → API tokens (issue 22): create one (its secret shown once), see when each was used, revoke. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const revoke = useRevokeApiToken();
  return (
    <SettingsSection
      id="api-tokens"
      title="API tokens"
      description={
        <>
          Let your scripts, dashboards and automation tools use your account through the{' '}
          <TextLink to="/docs/api">Compound API</TextLink>. Send a token as{' '}
          <code className="text-xs">Authorization: Bearer …</code>. Anyone holding one acts as you, within its
          scope.
        </>
      }
    >
      <div className="space-y-5">
        <CreateTokenForm atLimit={(tokens.data?.length ?? 0) >= maxApiTokensPerUser} />
        {tokens.isPending && (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Loading your tokens…
          </p>
        )}
        {tokens.isError && <FormAlert>{tokens.error.message}</FormAlert>}
        {tokens.data?.length === 0 && <p className="text-sm text-ink-muted">You have no API tokens.</p>}
        {tokens.data && tokens.data.length > 0 && (
          <ul aria-label="Your API tokens" className="divide-y divide-line rounded-xl border border-line">
            {tokens.data.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <KeyRound aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words">
                    {token.name}{' '}
                    <span className="ml-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-normal text-ink-muted">
                      {token.scope === 'read' ? 'Read' : 'Read and write'}
                    </span>
                  </p>
                  <p className="text-xs text-ink-muted">
                    <code>{token.hint}</code> · created {formatInstantDate(token.created_at)} ·{' '}
                    {token.last_used_at
                      ? `last used ${formatInstantDateTime(token.last_used_at)}`
                      : 'never used'}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRevoking(token)}>
                  Revoke<span className="sr-only"> {token.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          description="Anything using this token stops working at once. This cannot be undone."
          confirmLabel="Revoke token"
          onConfirm={() => revoke.mutate(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </SettingsSection>
  );
}

function CreateTokenForm({ atLimit }: { atLimit: boolean }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiTokenScope>('read');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scope }, { onSuccess: () => setName('') });
  };
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-4" aria-label="New API token">
        <TextField
          label="Token name"
          hint="What will use it, so you know which to revoke later."
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <ChoiceGroup
          label="Access"
          name="api-token-scope"
          choices={scopeChoices}
          value={scope}
          onChange={setScope}
        />
        {create.error && <FormAlert>{create.error.message}</FormAlert>}
        {atLimit && (
          <p className="text-sm text-ink-muted">
            You hold {maxApiTokensPerUser} tokens, the most an account may have: revoke one to create another.
          </p>
        )}
        <Button type="submit" pending={create.isPending} disabled={atLimit}>
          Create token
        </Button>
      </form>
      {create.data && <NewSecret secret={create.data.secret} name={create.data.token.name} />}
    </div>
  );
}

/** The secret, shown once after creation with a copy button; it is never shown again. */
function NewSecret({ secret, name }: { secret: string; name: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="space-y-2 rounded-xl border border-accent/40 bg-accent-soft p-4">
      <p className="text-sm font-medium">Your new token “{name}”. Copy it now: it will not be shown again.</p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          readOnly
          aria-label="New API token"
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
