// A request the server refuses before any operation sees it (wrong media type, a text part over the limit, a broken
// form, an over-long field). Thrown from a route, a hook or a body parser; the error handler turns it into the JSON failure
// envelope with this status and text, and `errorCode` when given (else the one of its status).

export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}
