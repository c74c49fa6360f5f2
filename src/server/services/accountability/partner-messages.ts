import { eq } from 'drizzle-orm';
import type { TPartnerMessage } from '../../../domain/accountability/accountability-api';
import { formatCount } from '../../../domain/text/format-count';
import type { Database } from '../../db/client';
import { accountabilityMessages, users } from '../../db/schema';
import { emailLayout } from '../../email/auth-emails';
import type { Mailer } from '../../email/mailer';
import { ApiError } from '../../http/api-error';
import type { RateLimits } from '../../http/rate-limit';
import type { Logger } from '../../lib/logger';
import { ServiceError } from '../service-error';
import { isPartner } from './partners';

type TMessageDeps = {
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimits;
  publicUrl: string;
  logger: Logger;
};

const copy = {
  cheer: { subject: (from: string) => `${from} cheered you on`, heading: 'A cheer for you' },
  nudge: { subject: (from: string) => `${from} sent you a nudge`, heading: 'A friendly nudge' },
} as const;

/**
 * A cheer or a nudge to a partner: stored (both see it on /in/accountability) and e-mailed. At most 5 a
 * day from one partner to the other (partnerMessage), so it stays a gesture and never becomes spam.
 */
export async function sendPartnerMessage(
  deps: TMessageDeps,
  userId: string,
  partnerId: string,
  input: { kind: 'cheer' | 'nudge'; message: string },
): Promise<TPartnerMessage> {
  const { db } = deps;
  if (!(await isPartner(db, userId, partnerId))) {
    throw new ServiceError('not_found', 'You have no accountability partner with this id.');
  }
  const verdict = await deps.rateLimits.consume('partnerMessage', `${userId}:${partnerId}`);
  if (!verdict.allowed) {
    const hours = Math.ceil(verdict.retryAfterSeconds / 3600);
    throw new ApiError(
      429,
      'rate_limited',
      `You have sent this partner 5 cheers and nudges today. Try again in ${formatCount(hours, 'hour')}.`,
    );
  }
  const [row] = await db
    .insert(accountabilityMessages)
    .values({ userId, recipientId: partnerId, kind: input.kind, message: input.message })
    .returning();
  if (!row) throw new ServiceError('failed', 'The message could not be saved.');
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, partnerId));
  const [sender] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const recipient = people[0];
  const from = sender?.name.trim() || 'Your accountability partner';
  if (recipient) {
    const link = `${deps.publicUrl}/in/accountability`;
    const body =
      input.message ||
      (input.kind === 'cheer' ? 'Keep going, you are doing great!' : 'Time for today’s step?');
    deps.mailer
      .send({
        to: recipient.email,
        subject: copy[input.kind].subject(from),
        text: `${from}: ${body}\n\nReply with a cheer of your own: ${link}\n`,
        html: emailLayout(copy[input.kind].heading, `${from}: ${body}`, link, 'Open accountability'),
        tags: ['accountability', input.kind],
      })
      .catch((error) => deps.logger.error('A partner message e-mail failed', error));
  }
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    from_me: true,
    partner_id: partnerId,
    partner_name: recipient?.name.trim() || null,
    created_at: row.createdAt.toISOString(),
  };
}
