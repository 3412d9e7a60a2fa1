// A large answer kept as text between its uses (src/transport/large-body.ts) reads as the parsed answer everywhere.
import { expect, it } from 'vitest';
import { withLargeBody } from '../../src/transport/large-body.js';

const text = JSON.stringify({ result: { transactionId: 't-1' }, items: [{}, {}] });
const response = () =>
  withLargeBody({ status: 200, headers: {}, json: true, received: { bytes: text.length, sha256: 'x' } }, text, JSON.parse(text));

it('gives the parsed answer, the same object within one synchronous run', () => {
  const r = response();
  expect(r.body).toEqual(JSON.parse(text));
  expect(r.body).toBe(r.body);
});

it('is copied, spread and serialised with its body', () => {
  const r = response();
  expect({ ...r }.body).toEqual(JSON.parse(text));
  expect(JSON.parse(JSON.stringify(r)).body).toEqual(JSON.parse(text));
  expect(structuredClone(r).body).toEqual(JSON.parse(text));
});
