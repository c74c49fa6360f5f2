import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  inviteLifetimeDays,
  inviteProblems,
  maxPendingInvites,
  readInviteStatus,
  type TInvite,
} from '../../../domain/accountability/accountability-api';
import type { Database } from '../../db/client';
import { accountabilityInvites, accountabilityPartners, users } from '../../db/schema';
import { emailLayout } from '../../email/auth-emails';
import type { Mailer } from '../../email/mailer';
import { ServiceError } from '../service-error';

type TInviteRow = typeof accountabilityInvites.$inferSelect;

export const inviteMailFailed =
  'The invitation e-mail could not be sent, so no invitation was made. Try again in a moment, or leave the address empty to get a link you can send yourself.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const inviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/welcome-invite?token=${encodeURIComponent(token)}`;

function present(row: TInviteRow, now = new Date()): TInvite {
  return {
    id: row.id,
    email: row.email,
    status: readInviteStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

async function displayName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const name = row?.name.trim() ?? '';
  return name === '' ? null : name;
}

export async function listInvites(db: Database, userId: string): Promise<TInvite[]> {
  const rows = await db
    .select()
    .from(accountabilityInvites)
    .where(eq(accountabilityInvites.userId, userId))
    .orderBy(desc(accountabilityInvites.createdAt))
    .limit(50);
  return rows.map((row) => present(row));
}

/** A new invitation; its link is returned this once and, for an address, e-mailed there. */
export async function createInvite(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  userId: string,
  email: string | null,
): Promise<{ invite: TInvite; link: string }> {
  const { db } = deps;
  const [pending] = await db
    .select({ value: count() })
    .from(accountabilityInvites)
    .where(
      and(
        eq(accountabilityInvites.userId, userId),
        isNull(accountabilityInvites.acceptedAt),
        isNull(accountabilityInvites.revokedAt),
        gt(accountabilityInvites.expiresAt, new Date()),
      ),
    );
  if ((pending?.value ?? 0) >= maxPendingInvites) {
    throw new ServiceError(
      'invalid',
      `You have ${maxPendingInvites} open invitations. Withdraw one you no longer need first.`,
    );
  }
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(accountabilityInvites)
    .values({
      userId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + inviteLifetimeDays * 86_400_000),
    })
    .returning();
  if (!row) throw new ServiceError('failed', 'The invitation could not be saved.');
  const link = inviteLink(deps.publicUrl, token);
  if (email) await mailInvite(deps, { userId, email, link, inviteId: row.id });
  return { invite: present(row), link };
}

/**
 * E-mails an invitation just saved. If the mail cannot be sent, the invitation is deleted again: its link
 * was never shown to anyone, so it could only have sat among the open ones, counting against the limit.
 */
async function mailInvite(
  deps: { db: Database; mailer: Mailer },
  invite: { userId: string; email: string; link: string; inviteId: string },
) {
  const inviter = (await displayName(deps.db, invite.userId)) ?? 'Someone';
  const body = `${inviter} invites you to be their accountability partner on Compound: you see the goals each of you chooses to share, cheer each other on, and get a short summary of each other's week. The invitation is valid for ${inviteLifetimeDays} days.`;
  try {
    await deps.mailer.send({
      to: invite.email,
      subject: `${inviter} invites you to be accountability partners`,
      text: `${body}\n\nAccept: ${invite.link}\n`,
      html: emailLayout('Be accountability partners', body, invite.link, 'See the invitation'),
      tags: ['accountability', 'invite'],
    });
  } catch (error) {
    await deps.db.delete(accountabilityInvites).where(eq(accountabilityInvites.id, invite.inviteId));
    throw new ServiceError('failed', inviteMailFailed, { errors: [String(error)] });
  }
}

export async function revokeInvite(db: Database, userId: string, inviteId: string): Promise<TInvite> {
  const [row] = await db
    .update(accountabilityInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accountabilityInvites.id, inviteId),
        eq(accountabilityInvites.userId, userId),
        isNull(accountabilityInvites.acceptedAt),
      ),
    )
    .returning();
  if (!row) throw new ServiceError('not_found', 'No open invitation of yours has this id.');
  return present(row);
}

async function findInvite(db: Database, token: string): Promise<TInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(accountabilityInvites)
    .where(eq(accountabilityInvites.tokenHash, hashToken(token)));
  return row;
}

/** What the invitation page shows signed out: who sent it and whether it still works. */
export async function previewInvite(db: Database, token: string) {
  const row = await findInvite(db, token);
  if (!row) return { inviter_name: null, status: 'expired' as const, problem: inviteProblems.notFound };
  const status = readInviteStatus(row, new Date());
  return {
    inviter_name: await displayName(db, row.userId),
    status,
    problem: status === 'pending' ? null : inviteProblems[status],
  };
}

/**
 * Accepts an invitation: both become partners in one transaction. A link works once: of two people
 * accepting at the same moment, the conditional UPDATE lets exactly one through.
 */
export async function acceptInvite(
  db: Database,
  userId: string,
  token: string,
): Promise<{ partner_id: string }> {
  const row = await findInvite(db, token);
  if (!row) throw new ServiceError('not_found', inviteProblems.notFound);
  const status = readInviteStatus(row, new Date());
  if (status !== 'pending') throw new ServiceError('invalid', inviteProblems[status]);
  if (row.userId === userId) throw new ServiceError('invalid', inviteProblems.own);
  const inviterId = row.userId;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: accountabilityPartners.userId })
      .from(accountabilityPartners)
      .where(and(eq(accountabilityPartners.userId, userId), eq(accountabilityPartners.partnerId, inviterId)));
    if (existing) throw new ServiceError('invalid', inviteProblems.alreadyPartners);
    const claimed = await tx
      .update(accountabilityInvites)
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where(
        and(
          eq(accountabilityInvites.userId, row.userId),
          eq(accountabilityInvites.id, row.id),
          isNull(accountabilityInvites.acceptedAt),
          isNull(accountabilityInvites.revokedAt),
        ),
      )
      .returning({ id: accountabilityInvites.id });
    if (claimed.length === 0) throw new ServiceError('invalid', inviteProblems.accepted);
    await tx.insert(accountabilityPartners).values([
      { userId, partnerId: inviterId },
      { userId: inviterId, partnerId: userId },
    ]);
  });
  return { partner_id: inviterId };
}
