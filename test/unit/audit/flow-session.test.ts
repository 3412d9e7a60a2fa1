// A parse of a flow's row judged in an audit session with what follows it in the capture: its event, and the results
// asked for after that event (by their times: a capture may write an entry at its end), or at the end of the capture
// with what it held.
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/audit/match.js';
import { auditSession } from '../../../src/audit/session.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { AuditRecord } from '../../../src/audit/types.js';
import type { CapturedExchange } from '../../../src/capture/types.js';
import { event, parse, parseBody, RECEIVER, results, VENDOR } from './parse-capture.js';

const FAILED = 'BANK_STATEMENT_PARSING_FAILED';
const PARSED = 'BANK_STATEMENT_PARSED_SUCCESSFULLY';
const SHORT = 'Bank Statement period less than 3 months';
/** The coverage-short scenario: two months where three are required. */
const short = () =>
  parseBody(['month-2025-11.pdf', 'month-2025-12.pdf'], { dateOfApplication: '2026-01-10', minRequiredMonths: 3 });
const saying = (message: string) => ({ status: 'failure', statusCode: 400, message });

/** The parse records of the capture, and how many records came before the end of it. */
function audited(capture: CapturedExchange[], receivers = [new URL(RECEIVER)]): { parses: AuditRecord[]; beforeEnd: number } {
  const records: AuditRecord[] = [];
  const session = auditSession({
    servers: [server(VENDOR)],
    receivers,
    values: testValues([]),
    secrets: [],
    onRecord: (r) => records.push(r),
  });
  for (const e of capture) session.add(e);
  const beforeEnd = records.length;
  session.tally([]);
  return { parses: records.filter((r) => r.operation === 'parseBankStatement'), beforeEnd };
}

const brief = (r: AuditRecord | undefined) => ({ row: r?.row?.ruleId, verdict: r?.verdict });

describe('a flow row in an audit session', () => {
  it('holds a 202 to its event and the results after it, once both are in', () => {
    const { parses, beforeEnd } = audited([
      parse(0, 't1', short()),
      event(1, 't1', PARSED),
      results(2, 't1', 200, { status: 'success', statusCode: 200, result: {} }),
    ]);
    expect(beforeEnd).toBe(3);
    expect(brief(parses[0])).toEqual({ row: 'parseBankStatement.months.coverage-short', verdict: 'violation' });
    expect(parses[0]?.reason).toMatch(/Event does not match its parse/);
  });

  it('passes the later reading met: the failed event, then results that say the error', () => {
    const { parses } = audited([parse(0, 't1', short()), event(1, 't1', FAILED), results(2, 't1', 400, saying(SHORT))]);
    expect(brief(parses[0])).toEqual({ row: 'parseBankStatement.months.coverage-short', verdict: 'pass' });
  });

  it('takes results started after the event though read before it, and not those started before', () => {
    const unsaid = results(3, 't1', 422, saying('Bank statement parsing failed'));
    expect(brief(audited([parse(0, 't1', short()), unsaid, event(2, 't1', FAILED)]).parses[0]).verdict).toBe('violation');
    const early = results(1, 't1', 422, saying('Bank statement parsing failed'));
    expect(brief(audited([parse(0, 't1', short()), early, event(2, 't1', FAILED)]).parses[0]).verdict).toBe('pass');
  });

  it('judges at the end of the capture with what it holds: no results, nothing they must say', () => {
    const { parses, beforeEnd } = audited([parse(0, 't1', short()), event(1, 't1', FAILED)]);
    expect(beforeEnd).toBe(1);
    expect(brief(parses[0])).toEqual({ row: 'parseBankStatement.months.coverage-short', verdict: 'pass' });
  });

  it('judges a 202 at once where the capture holds no receiver: no event is to come, nor results after it', () => {
    const capture = [parse(0, 't1', short()), results(2, 't1', 200, { status: 'success', statusCode: 200, result: {} })];
    const { parses, beforeEnd } = audited(capture, []);
    expect(beforeEnd).toBe(2);
    expect(brief(parses[0])).toEqual({ row: 'parseBankStatement.months.coverage-short', verdict: 'pass' });
  });

  it('judges a refusal at once, by its row', () => {
    const { parses, beforeEnd } = audited([parse(0, 't1', short(), 400, saying('Last 3 months Bank statement missing'))]);
    expect(beforeEnd).toBe(1);
    expect(brief(parses[0])).toEqual({ row: 'parseBankStatement.months.coverage-short', verdict: 'violation' });
  });
});
