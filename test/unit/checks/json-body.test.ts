// Issue 8 item 19: a body that is not valid JSON under a JSON content type is its own violation, with the position of
// the parse error; "Wrong content type" is left for a content type that is not JSON.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../src/model/types.js';
import { judge } from '../../../src/case/verdict.js';
import { allFindings, checkInput } from './input.js';

const CUT = '{"status":"failure","statusCode":500,';
const broken = (text: string, contentType = 'application/json; charset=utf-8') =>
  allFindings(checkInput('prefillByMobile', { status: 500, body: text, json: false, contentType }, { status: 500 }));

describe('jsonBody', () => {
  it('reports a body cut short, with the position where it ends', () =>
    expect(broken(CUT)).toEqual([
      {
        check: 'jsonBody',
        title: 'Body is not valid JSON',
        pointer: '',
        expected: 'a JSON body (content-type: application/json)',
        actual: `unexpected end of input at position ${CUT.length} (line 1, column ${CUT.length + 1})`,
      },
    ]));

  it('names the unexpected character, its line and column', () =>
    expect(broken('{\n  "status": "failure",\n  "statusCode": }')).toMatchObject([
      { title: 'Body is not valid JSON', actual: "unexpected '}' at position 41 (line 3, column 17)" },
    ]));

  it('reports an empty body', () =>
    expect(broken('')).toMatchObject([{ actual: 'unexpected end of input at position 0 (line 1, column 1)' }]));

  it('reports text after the value', () =>
    expect(broken('{"statusCode":500} trailing')).toMatchObject([
      { actual: "unexpected 't' at position 19 (line 1, column 20)" },
    ]));

  it('is not a wrong content type', () => expect(broken(CUT).map((f) => f.title)).not.toContain('Wrong content type'));

  it('leaves a body under another content type to contentType', () =>
    expect(broken('<html>busy</html>', 'text/html')).toEqual([
      { check: 'contentType', title: 'Wrong content type', pointer: '', expected: 'application/json', actual: 'text/html' },
    ]));

  it('reads as such in the verdict', () => {
    const rule: Rule = {
      id: 'prefillByMobile.server.internal-error',
      operation: 'prefillByMobile',
      title: 't',
      source: 's',
      strength: 'documented',
      severity: 'critical',
      request: [],
      expect: { status: 500 },
    };
    const { request, response } = checkInput('prefillByMobile', { status: 500, body: CUT, json: false }, { status: 500 });
    const j = judge(rule, { steps: [{ request, attempts: [{ response, durationMs: 1, waitedMs: 0 }] }], events: [] });
    expect(j).toMatchObject({
      verdict: 'violation',
      reason: `Body is not valid JSON — Received: "unexpected end of input at position ${CUT.length} (line 1, column ${CUT.length + 1})" / Documented: a JSON body (content-type: application/json)`,
    });
  });
});
