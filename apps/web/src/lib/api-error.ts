/**
 * A failed call. `handled` means the client already told the user (a toast for session expiry,
 * server errors and network failures), so callers should not show it again. Kept apart from the
 * API client so the first paint can check errors without loading the client, zod and the schemas.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly handled: boolean;
  readonly errors?: { path: string; message: string }[];

  constructor(status: number, detail: string, options: { handled?: boolean; errors?: { path: string; message: string }[] } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.handled = options.handled ?? false;
    this.errors = options.errors;
  }

  /** status 0: the request never got an answer (offline, refused, timed out). */
  get isNetworkError() {
    return this.status === 0;
  }
}
