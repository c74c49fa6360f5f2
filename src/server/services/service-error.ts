/**
 * What a service reports when it cannot do what was asked; routes present it in the API's error shape.
 * Services stay free of HTTP, so the coach's executor can call them too.
 */
export type TServiceErrorKind = 'invalid' | 'not_found' | 'unauthenticated' | 'failed';

export class ServiceError extends Error {
  constructor(
    readonly kind: TServiceErrorKind,
    message: string,
    readonly details: { errors?: string[]; warnings?: string[] } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** A validator's errors as one ServiceError: the first message leads, all of them travel along. */
export function invalidInput(errors: string[], warnings: string[] = []): ServiceError {
  return new ServiceError('invalid', errors[0] ?? 'Invalid input', { errors, warnings });
}
