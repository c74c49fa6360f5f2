import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isSignedInTheFuture } from '../../../domain/subscription/stripe-signature-time';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers, billingEvents } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { ServiceError } from '../service-error';
import { syncCheckoutSession, syncStripeSubscription } from './sync-stripe-subscription';

/** Verifies the signature on the raw body; a forged or altered event is refused before anything. */
export async function verifyStripeEvent(
  billing: TStripeBilling,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw new ServiceError('invalid', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    // The SDK checks the signature and that it is at most 300 s old, not that it is not from the future.
    event = await billing.stripe.webhooks.constructEventAsync(rawBody, signature, billing.webhookSecret);
  } catch {
    throw new ServiceError('invalid', 'Invalid Stripe signature');
  }
  if (isSignedInTheFuture(signature, Math.floor(Date.now() / 1000))) {
    throw new ServiceError('invalid', 'Invalid Stripe signature: its time is more than 5 minutes ahead');
  }
  return event;
}

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const reference = invoice.parent?.subscription_details?.subscription;
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

async function applyEvent(db: Database, billing: TStripeBilling, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await syncCheckoutSession(db, billing, event.data.object.id);
      return;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
      await syncStripeSubscription(db, billing, event.data.object.id);
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const subscriptionId = subscriptionIdOfInvoice(event.data.object);
      if (subscriptionId) await syncStripeSubscription(db, billing, subscriptionId);
      return;
    }
    case 'customer.deleted':
      await db.delete(billingCustomers).where(eq(billingCustomers.stripeCustomerId, event.data.object.id));
      return;
    default:
      return;
  }
}

/**
 * One webhook delivery: each event id is applied once. The state comes from Stripe's objects read
 * fresh, so a replay, a late event or events out of order all end in what Stripe says now. The id is
 * recorded only after applying, so a delivery that failed half-way is applied again on Stripe's retry.
 */
export async function handleStripeEvent(
  db: Database,
  billing: TStripeBilling,
  event: Stripe.Event,
  logger: Logger,
): Promise<{ duplicate: boolean }> {
  const [seen] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return { duplicate: true };
  try {
    await applyEvent(db, billing, event);
  } catch (error) {
    logger.error(`Stripe event ${event.id} (${event.type}) could not be applied`, error);
    throw new ServiceError('failed', 'The event could not be applied; Stripe will retry it.');
  }
  await db
    .insert(billingEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type })
    .onConflictDoNothing({ target: billingEvents.id });
  return { duplicate: false };
}
