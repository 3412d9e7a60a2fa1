// A request the server refuses before any operation sees it (wrong media type, a part over the limit, a broken form).
// Thrown from a route; the error handler turns it into the JSON failure envelope with this status and text.

export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
