/** A failed call to our server, with what the UI and the retry rule need to know about it. */
export class RequestError extends Error {
  override name = 'RequestError';

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The HTTP status of a failure, if it got that far (a network failure has none). */
export function readFailureStatus(error: unknown): number | undefined {
  return error instanceof RequestError ? error.status : undefined;
}

/** fetch's own failure (offline, DNS, connection reset), as opposed to an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && !(error instanceof RequestError);
}
