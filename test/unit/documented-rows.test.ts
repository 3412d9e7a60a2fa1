// Every documented error row is covered by a rule that expects its status and message: a documented rule, or a probe
// carrying the row's expectation where the row's field or condition is "not shown" (DESIGN.md §5 Rules).
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_ERROR_ROWS } from '../../src/rules/documented-rows.js';
import { rulesFor } from '../../src/rules/index.js';
import type { Rule } from '../../src/model/types.js';

/**
 * A `<placeholder>` of the document (`requires property <missing_parameter>`) stands for the name a rule fills in, or
 * the rule keeps the placeholder (a `template` message, naming the property it must name).
 */
const covers = (rule: Rule, status: number, message: string): boolean => {
  if (rule.expect?.message?.kind === 'template') return rule.expect.status === status && rule.expect.message.text === message;
  const pattern = new RegExp(
    `^${message
      .split(/<[a-z_]+>/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\w+')}$`,
  );
  return rule.expect?.status === status && pattern.test(rule.expect.message?.text ?? '');
};

const OPERATIONS = [...new Set(DOCUMENTED_ERROR_ROWS.map((r) => r.operation))];

describe('documented error rows', () => {
  it('list every row of the eight v1 Errors tables, the synchronous analysis and the parse operation', () => {
    expect(OPERATIONS).toEqual([
      'signatureMatching',
      'emailBasic',
      'secretaryOfStateSearch',
      'prefillByMobile',
      'fetchUpiIfsc',
      'philsysQRCheck',
      'cacBasic',
      'matchFace',
      'bankStatementAnalysis',
      'parseBankStatement',
    ]);
    expect(DOCUMENTED_ERROR_ROWS).toHaveLength(56);
    const keys = DOCUMENTED_ERROR_ROWS.map((r) => `${r.operation} ${r.status} ${r.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.for(OPERATIONS)('%s has a rule table', (operation) => expect(rulesFor(operation).length).toBeGreaterThan(0));

  it.for(DOCUMENTED_ERROR_ROWS.map((row) => [`${row.operation} ${row.status} "${row.message}"`, row] as const))(
    '%s is expected by a rule or a probe',
    ([, row]) => {
      const matching = rulesFor(row.operation).filter((rule) => covers(rule, row.status, row.message));
      expect(
        matching.map((r) => r.id),
        `no rule of ${row.operation} expects ${row.status} with message text "${row.message}"`,
      ).not.toEqual([]);
    },
  );
});
