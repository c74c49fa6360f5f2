/**
 * When a failed delivery is tried again (Standard Webhooks' suggested schedule): at once, then after 5
 * seconds, 5 minutes, 30 minutes, 2 hours, 5 hours and 10 hours; about 18 hours in all before it is
 * given up. `attempts` counts the tries made so far.
 */
const delaysSeconds = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;

export const maxDeliveryAttempts = delaysSeconds.length + 1;

/** Failed deliveries in a row after which an endpoint is turned off and its owner told. */
export const endpointFailureLimit = 5;

export function retryDelaySeconds(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= maxDeliveryAttempts) return null;
  return delaysSeconds[attempts - 1] ?? null;
}
