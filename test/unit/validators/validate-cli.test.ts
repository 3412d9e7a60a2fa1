// `npm run validate`: 0 conforms, 1 violates (with Ajv's path/keyword/params), 2 for anything it cannot judge.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCommand } from '../../../src/cli/validate.js';

const dir = mkdtempSync(join(tmpdir(), 'vts-validate-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const run = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await validateCommand(argv, (l) => lines.push(l));
  return { code, text: lines.join('\n') };
};

const notFound = file('404.json', JSON.stringify({ statusCode: 404, status: 'failure', errorCode: 'workflow_not_found' }));
const withError = file(
  '404-error.json',
  JSON.stringify({ statusCode: '404', status: 'failure', errorCode: 'workflow_not_found', error: 'x' }),
);
const tokenNumber = file('200.json', JSON.stringify({ statusCode: '200', status: 'success', result: { authToken: 12345678 } }));

describe('validateCommand', () => {
  it('exits 0 on a conforming body', async () =>
    expect(await run('--operation', 'authToken', '--status', '404', notFound)).toEqual({
      code: 0,
      text: `${notFound} conforms to authToken/404.schema.json`,
    }));
  it('exits 1 and prints each violation with Received / Documented', async () => {
    const { code, text } = await run('--operation', 'authToken', '--status', '404', withError);
    expect(code).toBe(1);
    expect(text).toContain('Response violates schema');
    expect(text).toContain('/statusCode type must be integer ({"type":"integer"})');
    expect(text).toContain('Received: "error": "x"');
    expect(text).toContain('Documented: "error" absent');
  });
  it('does not echo a value the schema marks secret', async () => {
    const { code, text } = await run('--operation', 'authToken', '--status', '200', tokenNumber);
    expect(code).toBe(1);
    expect(text).not.toContain('12345678');
  });
  it.for([
    [['--operation', 'nope', '--status', '200', notFound], /use one of authToken, login/],
    [['--operation', 'authToken', '--status', '418', notFound], /use one of 200, 400, 401, 404, 409, 500/],
    [['--operation', 'authToken', '--status', '404', join(dir, 'missing.json')], /cannot read/],
    [['--operation', 'authToken', '--status', '404', file('bad.json', '{')], /is not JSON/],
    [['--operation', 'authToken', notFound], /Usage/],
    [['--operation', 'authToken', '--status', '404', '--bogus', notFound], /Usage/],
  ] as const)('exits 2: %s', async ([argv, message]) => {
    const { code, text } = await run(...argv);
    expect(code).toBe(2);
    expect(text).toMatch(message);
  });
  it('prints usage on --help', async () =>
    expect(await run('--help')).toMatchObject({ code: 0, text: expect.stringMatching(/^Usage: npm run validate/) }));
});

describe('validateCommand --request', () => {
  const face = (match: Record<string, unknown>) =>
    JSON.stringify({
      status: 'success',
      statusCode: 200,
      result: { details: { match: { value: 'yes', confidence: 'high', ...match } }, summary: { action: 'pass', details: [] } },
      metaData: { requestId: 'r-1', transactionId: 't-1' },
    });
  const scored = file('face-scored.json', face({ score: 0.93 }));
  const unscored = file('face-unscored.json', face({}));
  const askedNo = file('request-no.json', JSON.stringify({ 'preferences.returnScore': 'no' }));
  const askedYes = file('request-yes.json', JSON.stringify({ 'preferences.returnScore': 'yes' }));
  const askedNothing = file('request-none.json', '{}');
  const args = (request: string, body: string) => ['--operation', 'matchFace', '--status', '200', '--request', request, body];

  it('rejects details.match.score the request did not ask for', async () => {
    for (const request of [askedNo, askedNothing]) {
      const { code, text } = await run(...args(request, scored));
      expect(code).toBe(1);
      expect(text).toContain('Field must be absent');
      expect(text).toContain('/result/details/match/score\n    Received: 0.93\n    Documented: absent');
    }
  });
  it('requires the score when returnScore was yes', async () => {
    expect((await run(...args(askedYes, scored))).code).toBe(0);
    const { code, text } = await run(...args(askedYes, unscored));
    expect(code).toBe(1);
    expect(text).toContain('matchFace/200.with-score.schema.json');
    expect(text).toContain('"score" present');
  });
  it('accepts a body without score when none was asked for', async () =>
    expect((await run(...args(askedNo, unscored))).code).toBe(0));
  it('says a request would be checked when none is given', async () =>
    expect((await run('--operation', 'matchFace', '--status', '200', scored)).text).toContain('give --request'));
  it('exits 2 on a request file that is not a JSON object', async () => {
    const { code, text } = await run(...args(file('request-array.json', '[]'), scored));
    expect(code).toBe(2);
    expect(text).toContain('is not a JSON object');
  });
});
