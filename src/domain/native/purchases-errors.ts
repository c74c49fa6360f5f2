/**
 * Spec 8: the purchases SDK's error codes 0 to 35 by name (RevenueCat's PURCHASES_ERROR_CODE; 27 is
 * the retired alias-creation error, kept so every number reads), and the message a user sees.
 */
export const purchasesErrorNames: Readonly<Record<number, string>> = {
  0: 'UNKNOWN_ERROR',
  1: 'PURCHASE_CANCELLED_ERROR',
  2: 'STORE_PROBLEM_ERROR',
  3: 'PURCHASE_NOT_ALLOWED_ERROR',
  4: 'PURCHASE_INVALID_ERROR',
  5: 'PRODUCT_NOT_AVAILABLE_FOR_PURCHASE_ERROR',
  6: 'PRODUCT_ALREADY_PURCHASED_ERROR',
  7: 'RECEIPT_ALREADY_IN_USE_ERROR',
  8: 'INVALID_RECEIPT_ERROR',
  9: 'MISSING_RECEIPT_FILE_ERROR',
  10: 'NETWORK_ERROR',
  11: 'INVALID_CREDENTIALS_ERROR',
  12: 'UNEXPECTED_BACKEND_RESPONSE_ERROR',
  13: 'RECEIPT_IN_USE_BY_OTHER_SUBSCRIBER_ERROR',
  14: 'INVALID_APP_USER_ID_ERROR',
  15: 'OPERATION_ALREADY_IN_PROGRESS_ERROR',
  16: 'UNKNOWN_BACKEND_ERROR',
  17: 'INVALID_APPLE_SUBSCRIPTION_KEY_ERROR',
  18: 'INELIGIBLE_ERROR',
  19: 'INSUFFICIENT_PERMISSIONS_ERROR',
  20: 'PAYMENT_PENDING_ERROR',
  21: 'INVALID_SUBSCRIBER_ATTRIBUTES_ERROR',
  22: 'LOG_OUT_ANONYMOUS_USER_ERROR',
  23: 'CONFIGURATION_ERROR',
  24: 'UNSUPPORTED_ERROR',
  25: 'EMPTY_SUBSCRIBER_ATTRIBUTES_ERROR',
  26: 'PRODUCT_DISCOUNT_MISSING_IDENTIFIER_ERROR',
  27: 'MISSING_APP_USER_ID_FOR_ALIAS_CREATION_ERROR',
  28: 'PRODUCT_DISCOUNT_MISSING_SUBSCRIPTION_GROUP_IDENTIFIER_ERROR',
  29: 'CUSTOMER_INFO_ERROR',
  30: 'SYSTEM_INFO_ERROR',
  31: 'BEGIN_REFUND_REQUEST_ERROR',
  32: 'PRODUCT_REQUEST_TIMED_OUT_ERROR',
  33: 'API_ENDPOINT_BLOCKED',
  34: 'INVALID_PROMOTIONAL_OFFER_ERROR',
  35: 'OFFLINE_CONNECTION_ERROR',
};

export const purchaseCancelledCode = 1;

/** The SDK's error code as a number (it sends strings such as "1"), or null when there is none. */
export function purchasesErrorCode(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  const number = typeof code === 'number' ? code : typeof code === 'string' ? Number(code) : Number.NaN;
  return Number.isInteger(number) ? number : null;
}

export function purchasesErrorName(error: unknown): string {
  const code = purchasesErrorCode(error);
  return (code !== null && purchasesErrorNames[code]) || 'UNKNOWN_ERROR';
}

/** A purchase the user backed out of is no error to show. */
export function isPurchaseCancelled(error: unknown): boolean {
  const value = error as { code?: unknown; userCancelled?: unknown } | null;
  return value?.userCancelled === true || purchasesErrorCode(error) === purchaseCancelledCode;
}

/** Raised when a plan's product is in none of the store's offerings. */
export class ProductNotFoundError extends Error {
  override name = 'ProductNotFoundError';
  constructor(readonly productId: string) {
    super(`Product ${productId} not found`);
  }
}

/** Spec 8: 'Product {id} not found'; otherwise the SDK's own message. */
export function purchasesErrorMessage(error: unknown): string {
  if (error instanceof ProductNotFoundError) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return 'The store could not complete the request. Please try again.';
}
