/**
 * What a service reports when it cannot do what was asked; routes present it in the API's error shape.
 * Services stay free of HTTP, so the coach's executor can call them too.
 */
export type TServiceErrorKind =
  | 'invalid'
  | 'not_found'
  | 'conflict'
  | 'unauthenticated'
  | 'failed'
  | 'unavailable';

export type TServiceErrorDetails = {
  errors?: string[];
  warnings?: string[];
  /** A coach batch that stopped part way: how many steps were applied and kept, and what they made. */
  applied?: { applied_steps: number; created: { type: string; id: string }[] };
};

export class ServiceError extends Error {
  constructor(
    readonly kind: TServiceErrorKind,
    message: string,
    readonly details: TServiceErrorDetails = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** A validator's errors as one ServiceError: the first message leads, all of them travel along. */
export function invalidInput(errors: string[], warnings: string[] = []): ServiceError {
  return new ServiceError('invalid', errors[0] ?? 'Invalid input', { errors, warnings });
}
