import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  supportMessageLimits,
  supportStatusLabels,
  supportTopicLabels,
  supportTopics,
  type TSupportMessage,
  type TSupportTopic,
  ZSupportMessageRequest,
} from '@/domain/content/content-api';
import { formatInstantDate } from '@/domain/dates/day-titles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadError } from '../../components/ui/load-error';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { TextLink } from '../../components/ui/text-link';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { sendSupportMessage, supportMessagesQuery, supportMessagesQueryKey } from '../../lib/support-api';
import { showToast } from '../../lib/toast-store';

const topicOptions = [
  { value: '', label: 'Choose a topic' },
  ...supportTopics.map((topic) => ({ value: topic, label: supportTopicLabels[topic] })),
];

type TErrors = Partial<Record<'topic' | 'subject' | 'message', string>>;

/** /in/service: write to the team running this service, and follow the status of earlier messages. */
export function SupportPage() {
  useDocumentTitle('Contact support');
  const queryClient = useQueryClient();
  const messages = useQuery(supportMessagesQuery);
  const [topic, setTopic] = useState<TSupportTopic | ''>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const send = useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => {
      setTopic('');
      setSubject('');
      setMessage('');
      showToast({
        title: 'Message sent',
        description: 'We answer by e-mail, usually within two working days.',
      });
      void queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey, refetchType: 'all' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSupportMessageRequest.safeParse({ topic, subject, message });
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">Contact support</h1>
        <p className="mt-1 text-ink-muted">
          Your message goes to the team running this Compound service; the answer comes by e-mail. Many
          questions are answered in the <TextLink to="/docs">help pages</TextLink>.
        </p>
      </header>
      <Card>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <h2 className="text-lg font-semibold">New message</h2>
          {send.error && <FormAlert>{send.error.message}</FormAlert>}
          <SelectField
            label="Topic"
            options={topicOptions}
            value={topic}
            onChange={(event) => setTopic(event.target.value as TSupportTopic | '')}
            hint={errors.topic}
            aria-invalid={errors.topic ? true : undefined}
          />
          <TextField
            label="Subject"
            value={subject}
            maxLength={supportMessageLimits.subject.max}
            onChange={(event) => setSubject(event.target.value)}
            error={errors.subject}
          />
          <TextAreaField
            label="Message"
            rows={6}
            value={message}
            maxLength={supportMessageLimits.message.max}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message}
            hint="What you did, what you expected and what happened instead. Never include your password."
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </Button>
        </form>
      </Card>
      <section aria-labelledby="your-messages" className="space-y-3">
        <h2 id="your-messages" className="text-xl font-semibold">
          Your messages
        </h2>
        {messages.isError && (
          <LoadError
            title="Your messages could not be loaded"
            message={messages.error.message}
            onRetry={() => void messages.refetch()}
          />
        )}
        {messages.data?.messages.length === 0 && (
          <p className="text-ink-muted">You have not written to us yet.</p>
        )}
        <ul className="space-y-3">
          {messages.data?.messages.map((item) => (
            <SupportMessageItem key={item.id} message={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function SupportMessageItem({ message }: { message: TSupportMessage }) {
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{message.subject}</h3>
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-medium">
          {supportStatusLabels[message.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-subtle">
        {supportTopicLabels[message.topic]} · sent {formatInstantDate(message.created_at)}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-sm text-ink-muted">{message.message}</p>
    </li>
  );
}
