import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { endpointFailureLimit, retryDelaySeconds } from '../../../domain/webhooks/retry-schedule';
import type { Database } from '../../db/client';
import { readRows } from '../../db/read-rows';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { emailLayout } from '../../email/auth-emails';
import type { Mailer } from '../../email/mailer';
import type { Logger } from '../../lib/logger';
import { startRepeatingJob } from '../../lib/repeating-job';
import { oncePerPeriod } from '../job-leases';
import { resolveWebhookTarget, type TResolve } from './check-webhook-target';
import { postPinned } from './pinned-post';
import { queueBrokenStreaks } from './streak-broken-events';
import { forgetWebhookSubscriptions, onWebhookQueued } from './webhook-subscriptions';

const batchSize = 20;
const claimSeconds = 60;
const timeoutMs = 10_000;

type TClaimed = {
  id: string;
  user_id: string;
  endpoint_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  enabled: boolean;
};

export type TWebhookDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  allowPrivate: boolean;
  publicUrl: string;
  /** Test stand-ins for the name lookup and the POST (pinned-post.ts). */
  resolve?: TResolve;
  post?: typeof postPinned;
};

/**
 * Claims due deliveries (any process may run this: FOR UPDATE SKIP LOCKED hands each row to one of
 * them, and a claim lapses after a minute, so a process that dies mid-delivery loses nothing).
 */
async function claimDue(db: Database): Promise<TClaimed[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d
    set locked_until = now() + make_interval(secs => ${claimSeconds}), attempts = d.attempts + 1
    from ${webhookEndpoints} e
    where e.user_id = d.user_id and e.id = d.endpoint_id and (d.user_id, d.id) in (
      select user_id, id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning d.id, d.user_id, d.endpoint_id, d.payload, d.attempts, e.url, e.secret, e.enabled`);
  return readRows<TClaimed>(result);
}

async function send(
  deps: TWebhookDeps,
  delivery: TClaimed,
): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  if (!delivery.enabled) return { ok: false, status: null, error: 'The webhook is turned off.' };
  // One lookup, checked, and the POST connects to the address checked: a name that answers a public
  // address to the check and a private one to the connection (DNS rebinding) reaches nothing private.
  const target = await resolveWebhookTarget(delivery.url, deps.allowPrivate, deps.resolve);
  if ('refusal' in target) return { ok: false, status: null, error: target.refusal };
  const body = JSON.stringify(delivery.payload);
  const timestamp = new Date();
  const signature = new Webhook(delivery.secret).sign(delivery.id, timestamp, body);
  try {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Compound-Webhooks/1',
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const status = await (deps.post ?? postPinned)(delivery.url, { headers, body, timeoutMs }, target.pinned);
    return { ok: status >= 200 && status < 300, status, error: null };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? 'No answer within 10 seconds.'
        : 'The server could not be reached.';
    return { ok: false, status: null, error: reason };
  }
}

async function recordFailure(
  deps: TWebhookDeps,
  delivery: TClaimed,
  status: number | null,
  error: string | null,
) {
  const delay = retryDelaySeconds(delivery.attempts);
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: delay === null ? 'failed' : 'pending',
      nextAttemptAt: delay === null ? null : new Date(Date.now() + delay * 1000),
      lockedUntil: null,
      lastStatusCode: status,
      lastError: error ?? (status ? `Answered ${status}.` : null),
    })
    .where(and(eq(webhookDeliveries.userId, delivery.user_id), eq(webhookDeliveries.id, delivery.id)));
  if (delay !== null) return;
  const [endpoint] = await deps.db
    .update(webhookEndpoints)
    .set({ failuresInRow: sql`${webhookEndpoints.failuresInRow} + 1` })
    .where(and(eq(webhookEndpoints.userId, delivery.user_id), eq(webhookEndpoints.id, delivery.endpoint_id)))
    .returning({
      failures: webhookEndpoints.failuresInRow,
      enabled: webhookEndpoints.enabled,
      url: webhookEndpoints.url,
    });
  if (endpoint?.enabled && endpoint.failures >= endpointFailureLimit)
    await turnOff(deps, delivery, endpoint.url);
}

/** Turns an endpoint off after repeated failed deliveries and tells its owner by e-mail. */
async function turnOff(deps: TWebhookDeps, delivery: TClaimed, url: string) {
  const reason = `Turned off after ${endpointFailureLimit} deliveries failed in a row.`;
  await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.userId, delivery.user_id), eq(webhookEndpoints.id, delivery.endpoint_id)));
  forgetWebhookSubscriptions(delivery.user_id);
  const [owner] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, delivery.user_id));
  if (!owner) return;
  const body = `Compound could not deliver events to ${url}: ${endpointFailureLimit} deliveries in a row failed after every retry, so the webhook is turned off and no more events are queued for it. Once your server answers again, turn it back on in Settings → Webhooks, where the recent deliveries show what went wrong; you can resend any of them.`;
  const settingsUrl = `${deps.publicUrl}/settings#webhooks`;
  await deps.mailer.send({
    to: owner.email,
    subject: 'Your Compound webhook was turned off',
    text: `${body}\n\n${settingsUrl}`,
    html: emailLayout('Your webhook was turned off', body, settingsUrl, 'Open webhook settings'),
  });
}

/** One round: claims what is due and delivers it. Returns how many deliveries were tried. */
export async function deliverDueWebhooks(deps: TWebhookDeps): Promise<number> {
  const due = await claimDue(deps.db);
  await Promise.all(
    due.map(async (delivery) => {
      const outcome = await send(deps, delivery);
      if (outcome.ok) {
        await deps.db
          .update(webhookDeliveries)
          .set({
            status: 'succeeded',
            lockedUntil: null,
            nextAttemptAt: null,
            lastStatusCode: outcome.status,
            lastError: null,
          })
          .where(and(eq(webhookDeliveries.userId, delivery.user_id), eq(webhookDeliveries.id, delivery.id)));
        await deps.db
          .update(webhookEndpoints)
          .set({ failuresInRow: 0 })
          .where(
            and(eq(webhookEndpoints.userId, delivery.user_id), eq(webhookEndpoints.id, delivery.endpoint_id)),
          );
      } else await recordFailure(deps, delivery, outcome.status, outcome.error);
    }),
  );
  return due.length;
}

/** Finished deliveries are kept 30 days for the log in Settings, then deleted. */
export async function pruneOldDeliveries(db: Database): Promise<void> {
  await db.execute(
    sql`delete from ${webhookDeliveries} where status <> 'pending' and created_at < now() - interval '30 days'`,
  );
}

/** How often the worker looks for streaks broken yesterday: a user's day ends at their own midnight. */
const streakSweepMs = 10 * 60_000;

/**
 * Runs deliveries every second, and at once when this process queues one; looks for broken streaks every
 * ten minutes; stop() ends it.
 */
export function startWebhookWorker(deps: TWebhookDeps): { stop: () => void } {
  const { db, logger } = deps;
  const deliveries = startRepeatingJob({
    what: 'Webhook deliveries',
    everyMs: 1_000,
    logger,
    run: async (job) => {
      while (!job.stopped() && (await deliverDueWebhooks(deps)) === batchSize) {
        // A full batch: more may be due.
      }
    },
  });
  const pruning = startRepeatingJob({
    what: 'Pruning webhook deliveries',
    everyMs: 3_600_000,
    logger,
    run: oncePerPeriod(db, 'prune-webhook-deliveries', 3_600_000, () => pruneOldDeliveries(db)),
  });
  const streaks = startRepeatingJob({
    what: 'Finding broken streaks',
    everyMs: streakSweepMs,
    logger,
    run: oncePerPeriod(db, 'broken-streaks', streakSweepMs, () => queueBrokenStreaks(db)),
  });
  const unsubscribe = onWebhookQueued(deliveries.runNow);
  return {
    stop: () => {
      for (const job of [deliveries, pruning, streaks]) job.stop();
      unsubscribe();
    },
  };
}
