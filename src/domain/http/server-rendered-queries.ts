import type { TPublicDashboardRequest } from '../dashboards/dashboards-api';

/**
 * The keys of the web app's queries whose answers the server already has when it renders a public
 * page (decision 0033): one definition for the app's hooks and the server's render.
 */
export const meQueryKey = ['me'] as const;

export const planOffersQueryKey = ['plan-offers'] as const;

export const publicDashboardQueryKey = (request: TPublicDashboardRequest) =>
  ['public-dashboard', request.slug ?? null, request.hash ?? null] as const;
