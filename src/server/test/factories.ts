import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountabilityInvites,
  accountabilityMessages,
  accountabilityPartners,
  aiConversations,
  aiMessages,
  apiTokens,
  billingCustomers,
  dailyFocus,
  dailyInsights,
  dashboards,
  errorReports,
  executedActions,
  focusSessions,
  goalBaselines,
  goalProgressLogs,
  goals,
  habitGoalLinks,
  habitLogs,
  habitPauses,
  habitReminders,
  habitSkills,
  habits,
  idempotencyKeys,
  lessonProgress,
  pageViews,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
  skills,
  subscriptions,
  subskillTimeLogs,
  supportMessages,
  userSkills,
  userSubskills,
  users,
  webhookDeliveries,
  webhookEndpoints,
  weeklySummaryRuns,
} from '../db/schema';
import { cookiesFrom, type TestServer } from './test-server';

let sequence = 0;

export type TTestUser = { id: string; email: string; password: string; cookie: string; token: string };

/** A verified account, signed in: the cookie for web-style calls, the bearer token for native-style calls. */
export async function createSignedInUser(
  server: TestServer,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TTestUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const { user } = await server.deps.auth.api.signUpEmail({
    body: { email, password, name: overrides.name ?? `User ${sequence}` },
  });
  await server.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const signIn = await server.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.text}`);
  return {
    id: user.id,
    email,
    password,
    cookie: cookiesFrom(signIn.headers),
    token: signIn.headers.get('set-auth-token') ?? '',
  };
}

/**
 * One row (or two) in every table a user owns, linked the way the app links them: for tests that must
 * cover the whole schema (deleting an account, exporting it). Returns the ids to look for.
 */
export async function createOwnedRows(db: Database, userId: string, label = 'A') {
  const [habit] = await db
    .insert(habits)
    .values({ userId, name: `Habit ${label}` })
    .returning();
  const [goal] = await db
    .insert(goals)
    .values({ userId, name: `Goal ${label}` })
    .returning();
  const [skill] = await db
    .insert(skills)
    .values({ userId, name: `Skill ${label}` })
    .returning();
  if (!habit || !goal || !skill) throw new Error('Could not create the owned rows');
  const [subskill] = await db
    .insert(userSubskills)
    .values({ userId, parentSkillId: skill.id, name: `Subskill ${label}` })
    .returning();
  const [conversation] = await db
    .insert(aiConversations)
    .values({ userId, title: `Chat ${label}` })
    .returning();
  if (!subskill || !conversation) throw new Error('Could not create the owned rows');
  await db.insert(habitLogs).values([
    { userId, habitId: habit.id, date: '2026-01-01', valueBoolean: true, isComplete: true },
    { userId, habitId: habit.id, date: '2026-01-02', valueBoolean: false },
  ]);
  await db.insert(goalBaselines).values({ userId, goalId: goal.id, metric: `Metric, "${label}"`, value: 1 });
  await db.insert(goalProgressLogs).values({ userId, goalId: goal.id, delta: 2 });
  await db.insert(habitPauses).values([
    { userId, habitId: habit.id, startDate: '2026-01-05', endDate: '2026-01-09' },
    { userId, habitId: null, startDate: '2026-02-01', endDate: null },
  ]);
  await db.insert(habitGoalLinks).values({ userId, habitId: habit.id, goalId: goal.id });
  await db.insert(userSkills).values({ userId, skillId: skill.id, baselineHours: 3 });
  await db.insert(habitSkills).values({ userId, habitId: habit.id, skillId: skill.id });
  await db.insert(subskillTimeLogs).values({
    userId,
    skillId: subskill.id,
    parentSkillId: skill.id,
    habitId: habit.id,
    seconds: 600,
    date: '2026-01-01',
  });
  await db.insert(focusSessions).values({ userId, goalId: goal.id, minutes: 25, startedAt: new Date() });
  await db.insert(dailyFocus).values({ userId, date: '2026-01-01', focus: `Focus\n${label}` });
  await db
    .insert(dailyInsights)
    .values({ userId, date: '2026-01-01', insights: { label }, metrics: { n: 1 } });
  await db
    .insert(aiMessages)
    .values({ userId, conversationId: conversation.id, role: 'user', content: label });
  await db.insert(subscriptions).values({ userId, status: 'active' });
  await db.insert(billingCustomers).values({ userId, stripeCustomerId: `cus_${label}_${userId}` });
  await db.insert(errorReports).values({ userId, message: `Crash ${label}` });
  await db.insert(pageViews).values({
    userId,
    path: '/app',
    location: 'http://localhost:3000/app',
    title: `Today ${label}`,
    day: '2026-01-01',
  });
  await db.insert(dashboards).values({ userId, hash: `hash-${label}-${userId}`, habitIds: [habit.id] });
  // An accountability partner: an account of its own, so the user's side of each row can be counted.
  const partnerId = `partner-${label}-${userId}`;
  await db
    .insert(users)
    .values({ id: partnerId, name: `Partner ${label}`, email: `${partnerId}@example.com` });
  await db.insert(accountabilityPartners).values({ userId, partnerId });
  await db
    .insert(accountabilityMessages)
    .values({ userId, recipientId: partnerId, kind: 'cheer', message: label });
  await db.insert(accountabilityInvites).values({
    userId,
    tokenHash: `invite-${label}-${userId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(weeklySummaryRuns).values({ userId, weekStart: '2026-01-05' });
  await db.insert(lessonProgress).values({ userId, slug: 'smart-goals' });
  await db
    .insert(supportMessages)
    .values({ userId, topic: 'bug', subject: `Help ${label}`, message: `Message, "${label}"` });
  await db
    .insert(executedActions)
    .values({ userId, idempotencyKey: `key-${label}`, actionType: 'set_focus', result: { message: label } });
  await db.insert(apiTokens).values({
    userId,
    name: `Token ${label}`,
    scope: 'read',
    secretHash: `hash-${label}-${userId}`,
    hint: 'cmp_abcd…',
  });
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ userId, url: 'https://example.com/hooks', events: ['habit.logged'], secret: `whsec_${label}` })
    .returning();
  await db.insert(webhookDeliveries).values({
    id: `msg_${label}_${userId}`,
    userId,
    endpointId: endpoint?.id ?? '',
    eventType: 'habit.logged',
    payload: { label },
  });
  const [reminder] = await db
    .insert(habitReminders)
    .values({ userId, habitId: habit.id, minuteOfDay: 540 })
    .returning();
  await db.insert(reminderSettings).values({ userId, quietStart: 1320, quietEnd: 420 });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.com/${label}/${userId}`,
    p256dh: 'BPublicKeyOfTheBrowser',
    auth: 'authSecret',
    label: `Browser ${label}`,
  });
  await db.insert(reminderDeliveries).values({
    userId,
    reminderId: reminder?.id ?? '',
    localDate: '2026-01-01',
    dueAt: new Date('2026-01-01T09:00:00Z'),
    status: 'sent',
  });
  await db.insert(idempotencyKeys).values({ userId, key: `save-${label}`, requestHash: 'hash', status: 200 });
  return { habitId: habit.id, goalId: goal.id, skillId: skill.id, conversationId: conversation.id };
}
