// A request's settings held to the answer (issue 36, item 1): `details.transactionThreshold` reports the threshold sent
// (0 when none), and with transactionThreshold T the statement's transaction of exactly T is returned.
import { describe, expect, it } from 'vitest';
import type { KnownStatement } from '../../../src/uploads/statement-facts.js';
import { runOracles } from '../../../src/oracles/index.js';
import type { Sent } from '../../../src/oracles/sent.js';
import { changed, HAND_BUILT } from './fixture.js';

const D = '/result/0/details';
/** HAND_BUILT's statement holds a credit of exactly 500.00 (its salary) and one of 50.25. */
const known = (thresholdValue?: number): KnownStatement => ({
  from: 'hand-built.pdf (a test)',
  facts: thresholdValue === undefined ? {} : { thresholdValue },
});
const asked = (k: KnownStatement = known()): Sent => ({ statements: [{ name: 'hand-built.pdf', known: k }], asked: true });
const run = (body: unknown, fields: Record<string, string>, sent?: Sent, name?: string) =>
  runOracles('bankStatementAnalysis', body, fields, sent).filter((f) => name === undefined || f.keyword === name);

/** The body an analysis with threshold T gives: the transactions worth at least T, `details.transactionThreshold` T. */
const filtered = (t: number, echoed = t) =>
  changed(
    changed(HAND_BUILT, `${D}/transactions`, (old) => (old as { value: number }[]).filter((x) => x.value >= t)),
    `${D}/transactionThreshold`,
    () => echoed,
  );

describe('details.transactionThreshold reports the threshold sent', () => {
  it('passes 0 when none is sent (the default) and T when T is sent', () => {
    expect(run(HAND_BUILT, {}, asked(), 'settings-echo')).toEqual([]);
    expect(run(filtered(250), { transactionThreshold: '250' }, asked(), 'settings-echo')).toEqual([]);
    expect(run(filtered(250), { transactionThreshold: ' 250.00 ' }, asked(), 'settings-echo')).toEqual([]);
  });

  it('fails a threshold sent and reported as 0', () =>
    expect(run(filtered(250, 0), { transactionThreshold: '250' }, asked(), 'settings-echo')).toEqual([
      expect.objectContaining({
        title: 'Field does not echo the request',
        pointer: `${D}/transactionThreshold`,
        expected: 250,
        actual: 0,
      }),
    ]));

  it('fails a threshold reported when none was sent, naming the default', () =>
    expect(run(filtered(250), {}, asked(), 'settings-echo')).toEqual([
      expect.objectContaining({
        expected: 0,
        actual: 250,
        params: { holds: 'transactionThreshold: the transactionThreshold sent (none: its default 0)' },
      }),
    ]));

  it('holds nothing when the request is not known (validate without --request) or its threshold does not read', () => {
    expect(run(filtered(250), {}, undefined, 'settings-echo')).toEqual([]);
    expect(run(filtered(250), {}, { statements: [] }, 'settings-echo')).toEqual([]);
    expect(run(HAND_BUILT, { transactionThreshold: 'lots' }, asked(), 'settings-echo')).toEqual([]);
  });
});

describe('the transaction at the threshold is included', () => {
  it('passes when the statement holds a transaction of T and it is returned', () =>
    expect(run(filtered(500), { transactionThreshold: '500' }, asked(known(500)))).toEqual([]));

  it('fails when that transaction is left out', () => {
    const dropped = changed(filtered(500), `${D}/transactions`, (old) =>
      (old as { value: number }[]).filter((x) => x.value !== 500),
    );
    expect(run(dropped, { transactionThreshold: '500' }, asked(known(500)))).toEqual([
      expect.objectContaining({
        keyword: 'threshold',
        title: 'Transaction at the threshold left out',
        pointer: `${D}/transactions`,
        actual: 'none',
      }),
    ]);
  });

  it('reads a signed debit by its amount', () => {
    const signed = changed(filtered(200.5), `${D}/transactions`, (old) =>
      (old as { value: number; type: string }[]).map((x) => (x.type === 'debit' ? { ...x, value: -x.value } : x)),
    );
    expect(run(signed, { transactionThreshold: '200.5' }, asked(known(200.5)), 'threshold')).not.toContainEqual(
      expect.objectContaining({ title: 'Transaction at the threshold left out' }),
    );
  });

  it('holds nothing at another threshold, without the fact, or when no transaction is listed', () => {
    const none = changed(filtered(500), `${D}/transactions`, () => []);
    expect(run(none, { transactionThreshold: '400' }, asked(known(500)), 'threshold')).toEqual([]);
    expect(run(none, { transactionThreshold: '500' }, asked(known()), 'threshold')).toEqual([]);
    expect(run(none, { transactionThreshold: '500', returnTransactions: 'no' }, asked(known(500)), 'threshold')).toEqual([]);
  });
});

describe('returnTransactions yes (its default) returns the transactions', () => {
  const without = changed(HAND_BUILT, `${D}/transactions`, () => undefined);
  const effects = (body: unknown, fields: Record<string, string>, sent: Sent | undefined = asked()) =>
    run(body, fields, sent, 'setting-effects');

  it('passes a list, whether asked for or by default', () => {
    expect(effects(HAND_BUILT, {})).toEqual([]);
    expect(effects(HAND_BUILT, { returnTransactions: 'yes' })).toEqual([]);
  });

  it('fails an answer without them', () => {
    expect(effects(without, {})).toEqual([
      expect.objectContaining({
        title: 'Setting not applied',
        pointer: `${D}/transactions`,
        expected: 'a list (returnTransactions yes, its default)',
        actual: 'absent',
      }),
    ]);
    expect(effects(without, { returnTransactions: 'YES' })).toHaveLength(1);
  });

  it('holds nothing under no, or when the request is not known', () => {
    expect(effects(without, { returnTransactions: 'no' })).toEqual([]);
    expect(effects(without, {}, { statements: [] })).toEqual([]);
  });
});
