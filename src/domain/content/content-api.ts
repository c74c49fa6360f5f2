import { z } from 'zod';

/**
 * Request and response shapes of the lesson progress and support message APIs, used by the routes,
 * the web app and the tests.
 */

export const ZLessonSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A lesson is named by lower-case words joined by hyphens');

/** One lesson the user has read, and when they first opened it. */
export const ZLessonRead = z.object({ slug: z.string(), read_at: z.string() });
export type TLessonRead = z.infer<typeof ZLessonRead>;

/** GET /api/lesson-progress */
export const ZLessonProgress = z.object({ lessons: z.array(ZLessonRead) });

export const supportTopics = ['account', 'billing', 'bug', 'idea', 'privacy', 'security'] as const;
export type TSupportTopic = (typeof supportTopics)[number];

export const supportTopicLabels: Readonly<Record<TSupportTopic, string>> = {
  account: 'My account or signing in',
  billing: 'Plans and billing',
  bug: 'Something is not working',
  idea: 'An idea or suggestion',
  privacy: 'Privacy and my data',
  security: 'Security',
};

export const supportStatuses = ['received', 'in_progress', 'answered'] as const;
export type TSupportStatus = (typeof supportStatuses)[number];

export const supportStatusLabels: Readonly<Record<TSupportStatus, string>> = {
  received: 'Received',
  in_progress: 'In progress',
  answered: 'Answered',
};

export const supportMessageLimits = {
  subject: { min: 3, max: 120 },
  message: { min: 10, max: 5000 },
} as const;

/** POST /api/support-messages */
export const ZSupportMessageRequest = z.object({
  topic: z.enum(supportTopics, 'Choose what your message is about'),
  subject: z
    .string()
    .trim()
    .min(supportMessageLimits.subject.min, 'Subject must be at least 3 characters')
    .max(supportMessageLimits.subject.max, 'Subject must be 120 characters or fewer'),
  message: z
    .string()
    .trim()
    .min(supportMessageLimits.message.min, 'Message must be at least 10 characters')
    .max(supportMessageLimits.message.max, 'Message must be 5,000 characters or fewer'),
});
export type TSupportMessageRequest = z.infer<typeof ZSupportMessageRequest>;

export const ZSupportMessage = z.object({
  id: z.string(),
  topic: z.enum(supportTopics),
  subject: z.string(),
  message: z.string(),
  status: z.enum(supportStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

/** GET /api/support-messages: the user's own messages, newest first. */
export const ZSupportMessageList = z.object({ messages: z.array(ZSupportMessage) });
