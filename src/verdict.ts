// From an exchange to a verdict: which outcome a case gets, and the one-line reason for anything but a pass.
import { CHECKS } from './checks/index.js';
import { redactBody } from './recording/redact.js';
import { documentedStatuses } from './schemas/registry.js';
import { redactionFor } from './targets/redaction.js';
import type { Exchange, Rule, Verdict, Violation } from './types.js';

/** Statuses of the vendor's own trouble: when the operation documents them, seeing one after retries is a vendor fault. */
const VENDOR_FAULT_STATUSES = new Set([429, 500, 501, 503]);

export interface Judgement {
  verdict: Verdict;
  violations: Violation[];
  reason?: string;
}

export function judge(rule: Rule, exchange: Exchange): Judgement {
  const last = exchange.attempts.at(-1);
  const tries = `after ${exchange.attempts.length} attempt${exchange.attempts.length === 1 ? '' : 's'}`;
  if (last?.response === undefined)
    return {
      verdict: 'infra',
      violations: [],
      reason: `${last?.error?.code ?? 'no response'}: ${last?.error?.message ?? ''} ${tries}`.trim(),
    };
  const response = last.response;
  const expect = rule.expect;
  if (
    VENDOR_FAULT_STATUSES.has(response.status) &&
    documentedStatuses(rule.operation).includes(response.status) &&
    expect?.status !== response.status
  )
    return { verdict: 'vendor-fault', violations: [], reason: `HTTP ${response.status} ${tries}` };
  const violations = expect
    ? Object.values(CHECKS).flatMap((check) =>
        check({ operation: rule.operation, sent: exchange.request.body?.kind === 'json' ? exchange.request.body.value : undefined, response, expect }).map((f) => ({ ruleId: rule.id, ...f })),
      )
    : [];
  if (rule.strength === 'probe')
    return {
      verdict: 'spec-gap',
      violations,
      reason: `observed HTTP ${response.status} ${summary(redactBody('response', response.status, response.body, redactionFor(rule.operation, [])))}${expect ? ` (${violations.length === 0 ? 'as guessed' : 'differs from the guess'}: ${expect.status})` : ''}`,
    };
  if (violations.length === 0) return { verdict: 'pass', violations };
  return { verdict: 'violation', violations, reason: violations.map(describeViolation).join('; ') };
}

/** "Wrong message at /error — Received: "x" / Documented: "y"". */
export const describeViolation = (v: Violation): string =>
  `${v.title}${v.pointer ? ` at ${v.pointer}` : ''} — Received: ${JSON.stringify(v.actual)} / Documented: ${typeof v.expected === 'string' ? v.expected : JSON.stringify(v.expected)}`;

/** A short, redacted rendering of what a probe saw: it reaches the console and the reports. */
const summary = (body: unknown): string => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};
