// Which trend a run's results join (issue 35 item 3): the target's for a complete run of every rule, the selection's
// own for a narrowed one, none for an incomplete run, a shard, or results that do not say.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markSeries, readSeries, runSeries, selectionFlags, SERIES_FILE } from '../../../src/output/allure/trend-series.js';

const scratch = mkdtempSync(join(tmpdir(), 'vts-series-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const none = { operations: [], rules: [], exclude: [] };

describe('runSeries', () => {
  it("a complete run of the whole selection joins the target's trend", () => {
    expect(selectionFlags(none)).toBeUndefined();
    expect(runSeries({ target: 'live' }, [])).toEqual({ series: 'live' });
  });

  it('a narrowed run (an operation, a reproduce line) gets a series of its own, named by its flags', () => {
    const op = selectionFlags({ ...none, operations: ['login'] });
    expect(runSeries({ target: 'live', selection: op }, [])).toEqual({
      series: 'live.operation-login',
      selection: '--operation login',
    });
    const glob = selectionFlags({ ...none, rules: ['authToken.expiry.*'], strength: 'documented' });
    expect(runSeries({ target: 'replay', selection: glob }, []).series).toBe(
      'replay.rule-authToken.expiry._.strength-documented',
    );
    const long = selectionFlags({ ...none, rules: Array.from({ length: 9 }, (_, i) => `bankStatementAnalysis.rule-${i}`) });
    expect(runSeries({ target: 'replay', selection: long }, []).series).toMatch(/^replay\.rule-[\w.-]{50,}-[0-9a-f]{8}$/);
  });

  it('an incomplete run and a shard join none, saying why', () => {
    expect(runSeries({ target: 'live' }, ['interrupted (SIGINT): the 3 case(s) that finished are reported'])).toEqual({
      series: null,
      why: 'an incomplete run (interrupted (SIGINT): the 3 case(s) that finished are reported) joins no trend',
    });
    expect(runSeries({ target: 'replay', shard: '1/2' }, []).series).toBeNull();
  });
});

describe('readSeries', () => {
  it('reads back what the run marked; results without a mark, or with a damaged one, join no trend', () => {
    const marked = join(scratch, 'marked');
    markSeries(marked, { series: 'live.operation-login', selection: '--operation login' });
    expect(readSeries(marked)).toEqual({ series: 'live.operation-login', selection: '--operation login' });
    expect(readSeries(join(scratch, 'unmarked')).series).toBeNull();
    writeFileSync(join(marked, SERIES_FILE), '{"series":"../../etc/x"}');
    expect(readSeries(marked).series).toBeNull();
  });
});
