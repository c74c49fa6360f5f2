import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// One list of statuses, shared with the domain's subscription rules.
import { subscriptionStatuses } from '../../../domain/subscription/subscription-state';
import { users } from './auth.schema';
import { createdAt, id, ownedKey, updatedAt, userId } from './columns';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: userId(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    priceId: text('price_id'),
    productId: text('product_id'),
    /** stripe, app_store, play_store: where the subscription is paid. */
    provider: text('provider').notNull().default('stripe'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    ownedKey(table),
    index('subscriptions_user_id_status_period_end_idx').on(
      table.userId,
      table.status,
      table.currentPeriodEnd.desc(),
    ),
    uniqueIndex('subscriptions_provider_subscription_key').on(table.provider, table.providerSubscriptionId),
  ],
);

/** The Stripe customer of each account, created at its first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Webhook events already handled, by the provider's event id: providers deliver at least once, so a
 * replayed event is acknowledged without being applied again.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** The subscription that grants access now: active, or trialing with a trial end in the future. */
export const userActiveSubscription = pgView('user_active_subscription', {
  userId: text('user_id').notNull(),
  status: text('status').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  priceId: text('price_id'),
  productId: text('product_id'),
  subscriptionId: uuid('subscription_id').notNull(),
}).as(sql`
  select distinct on (s.user_id)
    s.user_id, s.status, s.trial_end, s.price_id, s.product_id, s.id as subscription_id
  from subscriptions s
  where s.status = 'active' or (s.status = 'trialing' and s.trial_end > now())
  order by s.user_id, s.current_period_end desc nulls last, s.created_at desc
`);

/** Whether any source (a live subscription or the lifetime offer) grants access. */
export const userSubscriptionUnified = pgView('user_subscription_unified', {
  userId: text('user_id').notNull(),
  isActiveUnified: boolean('is_active_unified').notNull(),
}).as(sql`
  select u.id as user_id,
    (coalesce(p.lifetime_offer_redeemed, false)
      or exists (select 1 from user_active_subscription a where a.user_id = u.id)) as is_active_unified
  from users u
  left join profiles p on p.id = u.id
`);
