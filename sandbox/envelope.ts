// The response envelope every operation shares: `status` success|failure and `statusCode` mirroring the HTTP status.
// The per-operation differences (a string statusCode on one success, no `error` on some failures) stay in the
// operation files, so each one reads like its section of the document.

/** What an operation answers: the HTTP status and the JSON body. Faults transform this value before it is sent. */
export interface Reply {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;
  /** Response headers (a 429 or 503 sends `Retry-After`); names lower-case. The content type is JSON unless a fault sets it. */
  readonly headers?: Readonly<Record<string, string>>;
}

export function success(statusCode: number | string, result: Record<string, unknown>): Reply {
  return { status: 200, body: { status: 'success', statusCode, result } };
}

/** A failure whose body carries `statusCode` as an integer, plus the operation's own fields (error, errorCode...). */
export function failure(status: number, fields: Record<string, unknown>): Reply {
  return { status, body: { statusCode: status, status: 'failure', ...fields } };
}
