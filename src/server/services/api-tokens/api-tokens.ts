import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  apiTokenHint,
  apiTokenPrefix,
  maxApiTokensPerUser,
  type TApiToken,
  type TApiTokenScope,
  type TCreateApiTokenRequest,
  type TCreatedApiToken,
} from '../../../domain/api-tokens/api-tokens-api';
import type { TSessionUser } from '../../auth/create-auth';
import type { Database } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import { ServiceError } from '../service-error';

/** A used token's last_used_at is written at most this often: a busy script must not write on every call. */
const lastUsedPrecisionMs = 60_000;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function present(row: typeof apiTokens.$inferSelect): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(db: Database, userId: string): Promise<TApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(present);
}

/** Makes a token; its secret (256 random bits) is returned this once and stored only as a hash. */
export async function createApiToken(
  db: Database,
  userId: string,
  request: TCreateApiTokenRequest,
): Promise<TCreatedApiToken> {
  const [held] = await db.select({ value: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  if ((held?.value ?? 0) >= maxApiTokensPerUser) {
    throw new ServiceError(
      'invalid',
      `You have ${maxApiTokensPerUser} API tokens, the most an account may hold. Revoke one you no longer use first.`,
    );
  }
  const secret = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: request.name,
      scope: request.scope,
      secretHash: hashSecret(secret),
      hint: apiTokenHint(secret),
    })
    .returning();
  if (!row) throw new ServiceError('failed', 'The API token could not be saved.');
  return { token: present(row), secret };
}

export async function revokeApiToken(db: Database, userId: string, tokenId: string): Promise<void> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw new ServiceError('not_found', 'No such API token.');
}

export type TApiTokenCaller = { user: TSessionUser; tokenId: string; scope: TApiTokenScope };

/** The account and scope a bearer secret stands for, or null for an unknown or revoked one. */
export async function readApiToken(db: Database, secret: string): Promise<TApiTokenCaller | null> {
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.secretHash, hashSecret(secret)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > lastUsedPrecisionMs) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiTokens.userId, row.user.id), eq(apiTokens.id, row.tokenId)));
  }
  return { user: row.user as TSessionUser, tokenId: row.tokenId, scope: row.scope };
}
