// A parse's flow row told from what it sends: its committed statements by name, in any order, and the fields the row
// writes as written; anything else (another date, a team's own statement, a redacted password) tells no row.
import { describe, expect, it } from 'vitest';
import { capturedChanges } from '../../../src/audit/changes.js';
import { flowRowsOf } from '../../../src/audit/flow-rows.js';
import { sentRequest } from '../../../src/audit/read-exchange.js';
import { testValues } from '../../../src/audit/test-values.js';
import type { CapturedExchange } from '../../../src/capture/types.js';
import { statementPassword } from '../../../src/rules/statement-password.js';
import { parse, parseBody, VENDOR } from './parse-capture.js';

const values = testValues([]);
const OWN = { appId: 'team-app', appKey: 'team-key' };

function rowsOf(captured: CapturedExchange, known = false) {
  const request = sentRequest(captured, 'parseBankStatement', VENDOR);
  if (known) request.headers = { ...request.headers, appid: OWN.appId, appkey: OWN.appKey };
  const changes = capturedChanges('parseBankStatement', request, known ? testValues([], OWN) : values);
  const rows = flowRowsOf('parseBankStatement', request, changes);
  return rows && { ...rows, rules: rows.rules.map((r) => r.id) };
}

const SHORT = { dateOfApplication: '2026-01-10', minRequiredMonths: 3 };

describe('flowRowsOf', () => {
  it('tells a month row by its statements in any order, its date and N', () => {
    const body = parseBody(['month-2025-12.pdf', 'month-2025-11.pdf'], SHORT);
    expect(rowsOf(parse(0, 't1', body))).toEqual({
      class: 'invalid',
      rules: ['parseBankStatement.months.coverage-short'],
      all: true,
    });
  });

  it('holds an accepting row only if credentials of unknown value were right', () => {
    const body = parseBody(['month-2025-10.pdf', 'month-2025-11.pdf', 'month-2025-12.pdf'], {
      dateOfApplication: '2026-01-07',
      minRequiredMonths: 3,
    });
    expect(rowsOf(parse(0, 't1', body))).toEqual({
      class: 'unknown',
      rules: ['parseBankStatement.months.day-seven-preceding', 'parseBankStatement.credentials.missing'],
      all: false,
    });
    expect(rowsOf(parse(0, 't1', body), true)).toEqual({
      class: 'valid',
      rules: ['parseBankStatement.months.day-seven-preceding'],
      all: true,
    });
  });

  it.for([
    ['another date', parseBody(['month-2025-11.pdf', 'month-2025-12.pdf'], { ...SHORT, dateOfApplication: '2026-01-11' })],
    ['a statement of the team', parseBody(['month-2025-11.pdf', 'own-statement.pdf'], SHORT)],
    ['a field more', parseBody(['month-2025-11.pdf', 'month-2025-12.pdf'], { ...SHORT, checkAddress: 'no' })],
    ['an item field more', parseBody(['month-2025-11.pdf', 'month-2025-12.pdf'], SHORT, { note: 'x' })],
    ['a redacted password', parseBody(['statement-encrypted.pdf'], {}, { password: '<redacted>' })],
    ['a wrong password', parseBody(['statement-encrypted.pdf'], {}, { password: 'not-it' })],
  ] as const)('tells no flow row of a parse with %s', ([, body]) => {
    expect(rowsOf(parse(0, 't1', body))).toBeUndefined();
  });

  it("tells the password row by the manifest's password, where the capture keeps it", () => {
    const body = parseBody(['statement-encrypted.pdf'], {}, { password: statementPassword('statement-encrypted.pdf') });
    expect(rowsOf(parse(0, 't1', body), true)?.rules).toEqual(['parseBankStatement.password.encrypted-parsed']);
  });
});
