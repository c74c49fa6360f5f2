import { desc, eq } from 'drizzle-orm';
import {
  supportTopicLabels,
  type TSupportMessage,
  type TSupportMessageRequest,
} from '../../../domain/content/content-api';
import type { Database } from '../../db/client';
import { supportMessages } from '../../db/schema';
import type { Mailer, TMail } from '../../email/mailer';
import { escapeHtml } from '../../lib/escape-html';
import type { Logger } from '../../lib/logger';

export type TSupportDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** OPERATOR_EMAIL, else the first ADMIN_EMAILS; without either the message is written to the log. */
  operatorEmail: string | undefined;
  publicUrl: string;
};

type TRow = typeof supportMessages.$inferSelect;

function present(row: TRow): TSupportMessage {
  return {
    id: row.id,
    topic: row.topic as TSupportMessage['topic'],
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The user's own support messages, newest first. */
export async function listSupportMessages(db: Database, userId: string): Promise<TSupportMessage[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.createdAt))
    .limit(100);
  return rows.map(present);
}

/**
 * Stores a message and hands it to the operator by e-mail (every field HTML-escaped). A failed e-mail
 * never loses the message: it is stored first, and the failure is logged with its id.
 */
export async function sendSupportMessage(
  deps: TSupportDeps,
  user: { id: string; email: string; name: string },
  request: TSupportMessageRequest,
): Promise<TSupportMessage> {
  const [row] = await deps.db
    .insert(supportMessages)
    .values({ userId: user.id, topic: request.topic, subject: request.subject, message: request.message })
    .returning();
  if (!row) throw new Error('The support message was not stored');
  const mail = buildSupportEmail(deps, row, user);
  if (deps.operatorEmail) {
    await deps.mailer
      .send({ ...mail, to: deps.operatorEmail })
      .catch((error) => deps.logger.warn(`Could not e-mail support message ${row.id}`, error));
  } else {
    deps.logger.warn(
      `Support message ${row.id} (set OPERATOR_EMAIL or ADMIN_EMAILS to receive these by e-mail)\n${mail.text}`,
    );
  }
  return present(row);
}

export function buildSupportEmail(
  deps: Pick<TSupportDeps, 'publicUrl'>,
  row: TRow,
  user: { id: string; email: string; name: string },
): Omit<TMail, 'to'> {
  const topic = supportTopicLabels[row.topic as keyof typeof supportTopicLabels] ?? row.topic;
  const fields: [string, string][] = [
    ['From', `${user.name} <${user.email}>`],
    ['Account', user.id],
    ['Topic', topic],
    ['Subject', row.subject],
    ['Sent', row.createdAt.toISOString()],
    ['Message id', row.id],
  ];
  return {
    subject: `Support: ${row.subject}`,
    text: [...fields.map(([label, value]) => `${label}: ${value}`), '', row.message, '', deps.publicUrl].join(
      '\n',
    ),
    html: [
      '<table>',
      ...fields.map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(row.message)}</pre>`,
    ].join(''),
    tags: ['source:web', 'support-message', `topic:${row.topic}`],
  };
}
