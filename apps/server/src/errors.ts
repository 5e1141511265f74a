/** A failure the client may see: its status and the `detail` text of the response body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
