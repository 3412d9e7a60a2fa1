// The shape every oracle shares: a pure function over a 200 body and the request's fields that recomputes documented
// arithmetic and returns findings, never throws. `params.holds` says in words what the oracle held at that pointer.
import type { Finding } from '../model/types.js';
import { offBy, amount } from './money.js';
import { type RequestFields, type Scope, scopeOf } from './request.js';
import type { Sent } from './sent.js';
import { int, itemsOf, num, type StatementItem } from './statement.js';

/** `sent`: the statements sent and their facts, and the parse that made the results (see sent.ts). */
export type Oracle = (body: unknown, request: RequestFields, sent?: Sent) => Finding[];

/** An oracle judged on each item of `result` with what its request makes of it. */
export const perItem =
  (judge: (item: StatementItem, scope: Scope) => Finding[]): Oracle =>
  (body, request) =>
    itemsOf(body).flatMap((item) => judge(item, scopeOf(item, request)));

export const finding = (
  title: Finding['title'],
  pointer: string,
  expected: unknown,
  actual: unknown,
  holds: string,
): Finding => ({
  title,
  pointer,
  expected,
  actual,
  params: { holds },
});

/** A count that must equal `expected`; not held when the body's value is not an integer (the schema's finding). */
export const count = (pointer: string, reported: unknown, expected: number, holds: string): Finding[] => {
  const n = int(reported);
  return n === undefined || n === expected ? [] : [finding('Figure does not add up', pointer, expected, reported, holds)];
};

/** An amount that must be `expectedCents` within the tolerance; not held when the body's value is not a number. */
export const money = (pointer: string, reported: unknown, expectedCents: number, holds: string): Finding[] => {
  const n = num(reported);
  return n === undefined || !offBy(n, expectedCents)
    ? []
    : [finding('Figure does not add up', pointer, amount(expectedCents), reported, holds)];
};
