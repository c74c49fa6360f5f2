import { createRoute, z } from '@hono/zod-openapi';
import {
  ZAccountabilityOverview,
  ZCreatedInvite,
  ZCreateInvite,
  ZGoalId,
  ZGoalSharing,
  ZInvite,
  ZInviteId,
  ZInvitePreview,
  ZInviteToken,
  ZPartnerId,
  ZPartnerMessage,
  ZSendPartnerMessage,
} from '../../../domain/accountability/accountability-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { rateLimited } from '../../http/rate-limit';
import { requireUser, signedInUserId } from '../../http/session';
import {
  acceptInvite,
  createInvite,
  previewInvite,
  revokeInvite,
} from '../../services/accountability/invites';
import { sendPartnerMessage } from '../../services/accountability/partner-messages';
import {
  endPartnership,
  loadAccountabilityOverview,
  setGoalSharing,
} from '../../services/accountability/partners';

const tags = ['Accountability'];
const unauthenticated = { 401: errorResponse('Not signed in') };

const overview = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'get',
  path: '/accountability',
  summary: 'List your accountability partners, invitations and shared goals',
  responses: {
    200: jsonResponse(
      ZAccountabilityOverview,
      'Partners with the goals they share, invitations, cheers and nudges, your goals',
    ),
    ...unauthenticated,
  },
});

const invite = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'post',
  path: '/accountability/invites',
  summary: 'Invite an accountability partner by e-mail',
  request: { body: { content: { 'application/json': { schema: ZCreateInvite } }, required: true } },
  responses: {
    201: jsonResponse(
      ZCreatedInvite,
      'The invitation and its link (shown once; e-mailed when an address is given)',
    ),
    400: errorResponse('An invalid address, or 20 open invitations already'),
    ...unauthenticated,
  },
});

const revoke = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'delete',
  path: '/accountability/invites/{id}',
  summary: 'Withdraw an accountability invitation',
  request: { params: ZInviteId },
  responses: {
    200: jsonResponse(ZInvite, 'Withdrawn: the link no longer works'),
    404: errorResponse('No open invitation of yours has this id'),
    ...unauthenticated,
  },
});

const end = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'delete',
  path: '/accountability/partners/{partnerId}',
  summary: 'End a partnership for both partners',
  request: { params: ZPartnerId },
  responses: {
    204: { description: 'Ended for both: neither sees the other’s goals any more' },
    404: errorResponse('No such partner'),
    ...unauthenticated,
  },
});

const share = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'put',
  path: '/accountability/goals/{goalId}',
  summary: 'Choose which partners see a goal',
  request: {
    params: ZGoalId,
    body: { content: { 'application/json': { schema: ZGoalSharing } }, required: true },
  },
  responses: {
    200: jsonResponse(ZGoalSharing, 'Saved in goal_accountability: partners see the goal, or no longer do'),
    404: errorResponse('No such goal of yours'),
    ...unauthenticated,
  },
});

const message = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'post',
  path: '/accountability/partners/{partnerId}/messages',
  summary: 'Send a message to an accountability partner',
  request: {
    params: ZPartnerId,
    body: { content: { 'application/json': { schema: ZSendPartnerMessage } }, required: true },
  },
  responses: {
    201: jsonResponse(ZPartnerMessage, 'Sent: stored for both and e-mailed to the partner'),
    400: errorResponse('Not a cheer or a nudge, or too long'),
    404: errorResponse('No such partner'),
    429: errorResponse('5 cheers and nudges to this partner today already'),
    ...unauthenticated,
  },
});

const preview = createRoute({
  tags,
  method: 'get',
  path: '/invites/preview',
  summary: 'Look up an invitation before accepting it',
  request: { query: ZInviteToken },
  responses: {
    200: jsonResponse(ZInvitePreview, 'Who sent the invitation and whether it still works (open signed out)'),
    429: errorResponse('Too many lookups from this address'),
  },
});

const accept = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'post',
  path: '/invites/accept',
  summary: 'Accept an accountability invitation',
  request: { body: { content: { 'application/json': { schema: ZInviteToken } }, required: true } },
  responses: {
    200: jsonResponse(z.object({ partner_id: z.string() }), 'You are partners now'),
    400: errorResponse('Expired, already used, withdrawn, your own, or already partners'),
    404: errorResponse('No such invitation'),
    429: errorResponse('Too many attempts from this address'),
    ...unauthenticated,
  },
});

/** /in/accountability's API (issue 19), and the invitation links' open lookup and acceptance. */
export function accountabilityRoutes({ db, mailer, settings, rateLimits, logger }: AppDeps) {
  const router = createRouter();
  router.use('/invites/*', rateLimited(rateLimits, 'inviteLookup', settings.TRUST_PROXY));
  const publicUrl = settings.publicUrl;
  return router
    .openapi(overview, async (c) => c.json(await loadAccountabilityOverview(db, signedInUserId(c)), 200))
    .openapi(invite, async (c) =>
      c.json(
        await createInvite({ db, mailer, publicUrl }, signedInUserId(c), c.req.valid('json').email ?? null),
        201,
      ),
    )
    .openapi(revoke, async (c) =>
      c.json(await revokeInvite(db, signedInUserId(c), c.req.valid('param').id), 200),
    )
    .openapi(end, async (c) => {
      await endPartnership(db, signedInUserId(c), c.req.valid('param').partnerId);
      return c.body(null, 204);
    })
    .openapi(share, async (c) =>
      c.json(
        await setGoalSharing(db, signedInUserId(c), c.req.valid('param').goalId, c.req.valid('json').shared),
        200,
      ),
    )
    .openapi(message, async (c) =>
      c.json(
        await sendPartnerMessage(
          { db, mailer, rateLimits, publicUrl, logger },
          signedInUserId(c),
          c.req.valid('param').partnerId,
          c.req.valid('json'),
        ),
        201,
      ),
    )
    .openapi(preview, async (c) => c.json(await previewInvite(db, c.req.valid('query').token), 200))
    .openapi(accept, async (c) =>
      c.json(await acceptInvite(db, signedInUserId(c), c.req.valid('json').token), 200),
    );
}
