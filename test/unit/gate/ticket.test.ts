// An accepted deviation's ticket: what --ticket takes, and the link the Allure case gets from it.
import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../../src/gate/baseline.js';
import type { VerdictEntry } from '../../../src/gate/case-record.js';
import { decideCase } from '../../../src/gate/decide.js';
import { ticketLink, ticketProblem } from '../../../src/gate/ticket.js';
import type { CaseResult } from '../../../src/model/types.js';
import { caseAbout } from '../../../src/output/allure/case.js';

describe('a ticket is an id or an http(s) URL', () => {
  it.for(['QA-123', 'V-7', 'ops_42', '1234', 'https://jira.example.com/browse/QA-1', 'http://t.example.com/x?id=1'])(
    '%s is taken',
    (ticket) => expect(ticketProblem(ticket)).toBeUndefined(),
  );

  it.for([
    { what: 'an id with a space', ticket: 'QA 123', message: /neither an id nor an http\(s\) URL: give the ticket's id/ },
    { what: 'an ftp URL', ticket: 'ftp://example.com/QA-1', message: /neither an id nor an http\(s\) URL/ },
    { what: 'an id starting with a dash', ticket: '-QA-1', message: /neither an id nor/ },
    { what: 'a URL without a host', ticket: 'https://', message: /not a well-formed http\(s\) URL/ },
    { what: 'a URL of 522 characters', ticket: `https://t.example.com/${'x'.repeat(500)}`, message: /at most 500 characters/ },
    { what: 'a URL with credentials', ticket: 'https://me:secret@t.example.com/QA-1', message: /credentials in its URL/ },
  ])('$what is refused with the fix', ({ ticket, message }) => expect(ticketProblem(ticket)).toMatch(message));
});

describe("an accepted deviation's link", () => {
  const TEMPLATE = 'https://jira.example.com/browse/{id}';
  it('an id goes through the template', () => {
    expect(ticketLink('QA-123', TEMPLATE)).toBe('https://jira.example.com/browse/QA-123');
    expect(ticketLink('QA-1', 'https://t.example.com/{id}?from={id}')).toBe('https://t.example.com/QA-1?from=QA-1');
  });
  it('a URL links as it is, with or without a template', () => {
    expect(ticketLink('https://gh.example.com/o/r/issues/5', TEMPLATE)).toBe('https://gh.example.com/o/r/issues/5');
    expect(ticketLink('https://gh.example.com/o/r/issues/5', undefined)).toBe('https://gh.example.com/o/r/issues/5');
  });
  it('an id without a template, or one that is not an http(s) template with {id}, has no link', () => {
    for (const template of [undefined, '', 'https://jira.example.com/browse/', 'mailto:{id}@example.com'])
      expect(ticketLink('QA-123', template)).toBeUndefined();
  });
});

describe('an accepted deviation carries its ticket to its case', () => {
  const entry = { ruleId: 'login.appKey.missing', verdict: 'violation', status: 400, violations: [] };
  const accepted = { reason: 'vendor wording', verdict: 'violation' as const, status: 400, violations: [] };
  const baseline = (ticket?: string): Baseline => ({
    target: 'live',
    accepted: { 'login.appKey.missing': { ...accepted, ...(ticket === undefined ? {} : { ticket }) } },
  });

  it("the gate's decision holds the entry's ticket, and the case page names it", () => {
    const decision = decideCase(entry, baseline('QA-123'), false);
    expect(decision).toMatchObject({ outcome: 'pass', ticket: 'QA-123' });
    const about = caseAbout(
      { source: 'verification-and-token-services.md › Errors' } as CaseResult['rule'],
      { verdict: 'violation', reproduce: 'npm run conformance', ...decision } as unknown as VerdictEntry,
      '400',
    );
    expect(about).toContainEqual(['Ticket', 'QA-123']);
  });

  it('an entry without a ticket, or a case it does not accept, has none', () => {
    expect(decideCase(entry, baseline(), false).ticket).toBeUndefined();
    expect(decideCase({ ...entry, status: 500 }, baseline('QA-123'), false)).toMatchObject({ outcome: 'fail' });
    expect(decideCase({ ...entry, status: 500 }, baseline('QA-123'), false).ticket).toBeUndefined();
  });
});
