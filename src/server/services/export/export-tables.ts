import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  aiConversations,
  aiMessages,
  billingCustomers,
  dailyFocus,
  dailyInsights,
  dashboards,
  errorReports,
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
  lessonProgress,
  pageViews,
  profiles,
  reminderSettings,
  skills,
  subscriptions,
  subskillTimeLogs,
  supportMessages,
  userPreferences,
  userSkills,
  userSubskills,
  users,
} from '../../db/schema';

export type TExportTable = {
  /** The table's name, used for the JSON key and the CSV file. */
  name: string;
  table: PgTable;
  /** The column holding the owner's id. */
  owner: AnyPgColumn;
  /** A unique order of the owner's rows, read page by page after the last key (keyset pagination). */
  keys: readonly AnyPgColumn[];
};

/**
 * Everything a user owns, in the order of the export. Sessions and accounts stay out: they hold tokens
 * and the password hash, not the user's data. So do executed_actions: they are the coach's idempotency
 * bookkeeping, and what each action made is exported in its own table. Each key matches an index that
 * starts with the owner.
 */
export const exportTables: readonly TExportTable[] = [
  { name: 'account', table: users, owner: users.id, keys: [users.id] },
  { name: 'profile', table: profiles, owner: profiles.id, keys: [profiles.id] },
  {
    name: 'preferences',
    table: userPreferences,
    owner: userPreferences.userId,
    keys: [userPreferences.userId],
  },
  { name: 'habits', table: habits, owner: habits.userId, keys: [habits.id] },
  {
    name: 'habit_logs',
    table: habitLogs,
    owner: habitLogs.userId,
    keys: [habitLogs.habitId, habitLogs.date],
  },
  { name: 'habit_pauses', table: habitPauses, owner: habitPauses.userId, keys: [habitPauses.id] },
  { name: 'goals', table: goals, owner: goals.userId, keys: [goals.id] },
  { name: 'goal_baselines', table: goalBaselines, owner: goalBaselines.userId, keys: [goalBaselines.id] },
  {
    name: 'goal_progress_logs',
    table: goalProgressLogs,
    owner: goalProgressLogs.userId,
    keys: [goalProgressLogs.id],
  },
  {
    name: 'habit_goal_links',
    table: habitGoalLinks,
    owner: habitGoalLinks.userId,
    keys: [habitGoalLinks.habitId, habitGoalLinks.goalId],
  },
  { name: 'skills', table: skills, owner: skills.userId, keys: [skills.id] },
  { name: 'user_skills', table: userSkills, owner: userSkills.userId, keys: [userSkills.skillId] },
  { name: 'user_subskills', table: userSubskills, owner: userSubskills.userId, keys: [userSubskills.id] },
  {
    name: 'habit_skills',
    table: habitSkills,
    owner: habitSkills.userId,
    keys: [habitSkills.habitId, habitSkills.skillId],
  },
  {
    name: 'subskill_time_logs',
    table: subskillTimeLogs,
    owner: subskillTimeLogs.userId,
    keys: [subskillTimeLogs.id],
  },
  { name: 'focus_sessions', table: focusSessions, owner: focusSessions.userId, keys: [focusSessions.id] },
  { name: 'daily_focus', table: dailyFocus, owner: dailyFocus.userId, keys: [dailyFocus.date] },
  { name: 'daily_insights', table: dailyInsights, owner: dailyInsights.userId, keys: [dailyInsights.date] },
  {
    name: 'ai_conversations',
    table: aiConversations,
    owner: aiConversations.userId,
    keys: [aiConversations.id],
  },
  { name: 'ai_messages', table: aiMessages, owner: aiMessages.userId, keys: [aiMessages.id] },
  { name: 'subscriptions', table: subscriptions, owner: subscriptions.userId, keys: [subscriptions.id] },
  {
    name: 'billing_customers',
    table: billingCustomers,
    owner: billingCustomers.userId,
    keys: [billingCustomers.userId],
  },
  {
    name: 'lesson_progress',
    table: lessonProgress,
    owner: lessonProgress.userId,
    keys: [lessonProgress.slug],
  },
  {
    name: 'support_messages',
    table: supportMessages,
    owner: supportMessages.userId,
    keys: [supportMessages.id],
  },
  { name: 'dashboard', table: dashboards, owner: dashboards.userId, keys: [dashboards.userId] },
  { name: 'error_reports', table: errorReports, owner: errorReports.userId, keys: [errorReports.id] },
  { name: 'page_views', table: pageViews, owner: pageViews.userId, keys: [pageViews.id] },
  { name: 'habit_reminders', table: habitReminders, owner: habitReminders.userId, keys: [habitReminders.id] },
  {
    name: 'reminder_settings',
    table: reminderSettings,
    owner: reminderSettings.userId,
    keys: [reminderSettings.userId],
  },
];

/** Tables with a user_id that the export leaves out on purpose (see above). */
// api_tokens and webhook_endpoints hold credentials too (a token's hash, a signing secret);
// webhook_deliveries is the queue of messages sent, kept 30 days. Accountability (issue 19): invitations
// hold a hash of their link's secret; partnerships and cheers name another person, whose account is
// theirs to export; weekly_summary_runs is the summary job's bookkeeping. Reminders (issue 21): a push
// subscription is a browser's keys, bound to this server; reminder_deliveries is the scheduler's bookkeeping.
// idempotency_keys (the offline queue's replays, issue 21) are kept two days to answer a repeated save.
// habit_stats holds figures computed from the exported logs, schedules and pauses (decision 0051).
export const unexportedUserTables = [
  'accountability_invites',
  'accountability_partners',
  'accountability_messages',
  'weekly_summary_runs',
  'sessions',
  'accounts',
  'executed_actions',
  'api_tokens',
  'webhook_endpoints',
  'webhook_deliveries',
  'push_subscriptions',
  'reminder_deliveries',
  'idempotency_keys',
  'habit_stats',
] as const;
