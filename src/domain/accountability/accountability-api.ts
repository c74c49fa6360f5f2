import { z } from 'zod';

/** Issue 19: an invitation is good for one acceptance within 7 days, until its sender withdraws it. */
export const inviteLifetimeDays = 7;
export const maxPendingInvites = 20;
export const maxPartnerMessageLength = 200;

export const inviteStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type TInviteStatus = (typeof inviteStatuses)[number];

/** Where an invitation stands at `now`: the first of withdrawn, used, or past its 7 days that applies. */
export function readInviteStatus(
  invite: { revokedAt: Date | null; acceptedAt: Date | null; expiresAt: Date },
  now: Date,
): TInviteStatus {
  if (invite.revokedAt) return 'revoked';
  if (invite.acceptedAt) return 'accepted';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const inviteProblems = {
  notFound: 'This invitation link is not valid. Check that you copied all of it.',
  revoked: 'This invitation was withdrawn by the person who sent it.',
  accepted: 'This invitation has already been used. Ask for a new one.',
  expired: `This invitation has expired: invitations last ${inviteLifetimeDays} days. Ask for a new one.`,
  own: 'This is your own invitation. Send the link to the person you want as a partner.',
  alreadyPartners: 'You are already accountability partners.',
} as const;

export const ZCreateInvite = z.object({
  /** E-mail the link to this address; leave it out to get a link to pass on yourself. */
  email: z
    .email({ error: 'Enter a valid e-mail address, or leave it empty to get a link.' })
    .max(254)
    .nullable()
    .optional(),
});

export const ZInvite = z.object({
  id: z.string(),
  email: z.string().nullable(),
  status: z.enum(inviteStatuses),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TInvite = z.infer<typeof ZInvite>;

/** The answer to a new invitation: its link is shown this once (only a hash of it is kept). */
export const ZCreatedInvite = z.object({ invite: ZInvite, link: z.string() });

export const ZInviteToken = z.object({ token: z.string().min(1, inviteProblems.notFound).max(100) });

/** What /welcome-invite shows before signing in: who invites, and whether the link still works. */
export const ZInvitePreview = z.object({
  inviter_name: z.string().nullable(),
  status: z.enum(inviteStatuses),
  problem: z.string().nullable(),
});

export const ZSharedGoal = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  end_date: z.string().nullable(),
  /** 0 to 1. */
  progress: z.number(),
  // The goals page's figure (issue 35): "N of M" with a target, the amount logged without one.
  target_value: z.number().nullable(),
  unit: z.string().nullable(),
  source: z.enum(['completed', 'target', 'habits', 'amount', 'none']),
  logged_value: z.number(),
});
export type TSharedGoal = z.infer<typeof ZSharedGoal>;

export const ZPartner = z.object({
  id: z.string(),
  name: z.string().nullable(),
  since: z.string(),
  /** Only the goals this partner chose to share. */
  goals: z.array(ZSharedGoal),
});
export type TPartner = z.infer<typeof ZPartner>;

export const partnerMessageKinds = ['cheer', 'nudge'] as const;

export const ZPartnerMessage = z.object({
  id: z.string(),
  kind: z.enum(partnerMessageKinds),
  message: z.string(),
  from_me: z.boolean(),
  partner_id: z.string(),
  partner_name: z.string().nullable(),
  created_at: z.string(),
});
export type TPartnerMessage = z.infer<typeof ZPartnerMessage>;

export const ZAccountabilityOverview = z.object({
  partners: z.array(ZPartner),
  invites: z.array(ZInvite),
  messages: z.array(ZPartnerMessage),
  /** The user's own goals, each with whether partners see it (goal_accountability.shared). */
  my_goals: z.array(z.object({ id: z.string(), name: z.string(), shared: z.boolean() })),
});
export type TAccountabilityOverview = z.infer<typeof ZAccountabilityOverview>;

export const ZGoalSharing = z.object({ shared: z.boolean({ error: 'Say whether partners see this goal.' }) });

export const ZSendPartnerMessage = z.object({
  kind: z.enum(partnerMessageKinds, { error: 'Send a cheer or a nudge.' }),
  message: z
    .string()
    .trim()
    .max(maxPartnerMessageLength, `A message is at most ${maxPartnerMessageLength} characters.`)
    .default(''),
});

export const ZPartnerId = z.object({ partnerId: z.string().min(1).max(100) });
export const ZInviteId = z.object({ id: z.uuid({ error: 'No such invitation.' }) });
export const ZGoalId = z.object({ goalId: z.uuid({ error: 'No such goal.' }) });

/** Whether a goal's goal_accountability entry shares it with partners. */
export function isGoalShared(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && (entry as { shared?: unknown }).shared === true;
}
