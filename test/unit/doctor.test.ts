// Issue 19, item 1, the parts of the preflight that are pure functions: which profile keys a rule sends and how (found
// from the rule tables, nothing sent), which values a header cannot carry, and a base URL with the operation's path in it.
import { describe, expect, it } from 'vitest';
import { pastedPathFindings } from '../../src/cli/doctor/base-urls.js';
import { headerValueProblem } from '../../src/cli/doctor/header-value.js';
import { needsOf } from '../../src/cli/doctor/needs.js';
import { allRules } from '../../src/rules/index.js';

const rule = (id: string) => {
  const found = allRules().find((r) => r.id === id);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};

describe('needsOf: what a rule takes from the profile, found by building its requests', () => {
  it('a key sent as a header, with the header', () => {
    expect(needsOf(rule('emailBasic.access.denied')).headers).toEqual({ noAccessAppId: 'appid', noAccessAppKey: 'appkey' });
    expect(needsOf(rule('authToken.caller.not-whitelisted')).headers).toEqual({ nonWhitelistedCaller: 'x-forwarded-for' });
  });
  it('the credentials as headers where the operation takes them so, in the body where it does not', () => {
    expect(needsOf(rule('emailBasic.request.deliverable')).credentials).toEqual({ VTS_APP_ID: 'appid', VTS_APP_KEY: 'appkey' });
    expect(needsOf(rule('authToken.request.valid')).credentials).toEqual({});
  });
  it('the keys read as files, and the data keys beside them', () => {
    const needs = needsOf(rule('matchFace.request.no-match'));
    expect(needs.files).toEqual(expect.arrayContaining(['faceSelfie', 'faceId']));
    expect(needs.keys).toEqual(expect.arrayContaining(needs.files));
    expect(needsOf(rule('fetchUpiIfsc.vpa.invalid-returns-200')).keys).toEqual(
      expect.arrayContaining(['invalidVpa', 'vpaHolderName']),
    );
  });
  it('whether a request names a statement URL (a live run needs VTS_STATEMENT_BASE_URL)', () => {
    expect(allRules().some((r) => r.operation === 'parseBankStatement' && needsOf(r).statements)).toBe(true);
    expect(needsOf(rule('emailBasic.request.deliverable')).statements).toBe(false);
  });
  it('builds every rule without throwing, and sends nothing', () => {
    expect(() => allRules().forEach((r) => needsOf(r))).not.toThrow();
  });
});

describe('headerValueProblem', () => {
  it.for(['sbx_app_3f9c2a', 'Zoë Müller', 'tab\tinside', ''])('%j can be sent', (value) =>
    expect(headerValueProblem(value)).toBeUndefined(),
  );
  it('names a character above Latin-1, with its code point and place', () =>
    expect(headerValueProblem('app → 403')).toBe(
      'holds "→" (U+2192) at character 5, which a header cannot carry (Latin-1 only)',
    ));
  it('counts an astral character as one', () => expect(headerValueProblem('😀x→')).toMatch(/U\+1F600\) at character 1/));
  it('names a line break', () => expect(headerValueProblem('key\r\nx: 1')).toMatch(/line break at character 4/));
});

describe('pastedPathFindings: a base URL with the operation path in it', () => {
  it('the full endpoint pasted: a problem naming the base URL to set instead', () =>
    expect(
      pastedPathFindings(
        'ind_engine_url',
        'VTS_IND_ENGINE_URL',
        'https://gw.vendor/api/v1/emailBasic/',
        'https://gw.vendor/api/v1/emailBasic',
      ),
    ).toEqual({
      problem:
        'VTS_IND_ENGINE_URL ends with /v1/emailBasic, the path the harness appends for emailBasic (every request would go to …/v1/emailBasic/v1/emailBasic): set it to https://gw.vendor/api',
    }));
  it('in another case', () =>
    expect(
      pastedPathFindings(
        'philsys_url',
        'VTS_PHILSYS_URL',
        'https://p.vendor/v1/philsysqrcheck',
        'https://p.vendor/v1/philsysqrcheck',
      ).problem,
    ).toMatch(/ends with \/v1\/PhilsysQRCheck/));
  it('any operation of the host, not only the selected ones', () =>
    expect(
      pastedPathFindings(
        'usa_engine_url',
        'VTS_USA_ENGINE_URL',
        'https://u.vendor/v1/getBankStatementParsingResults',
        'https://u.vendor/v1/getBankStatementParsingResults',
      ).problem,
    ).toMatch(/for getBankStatementParsingResults/));
  it('the start of the path only: a hint, since a gateway may have it twice', () =>
    expect(pastedPathFindings('review_url', 'VTS_REVIEW_URL', 'https://r.vendor/api', 'https://r.vendor/api')).toEqual({
      hint: 'VTS_REVIEW_URL ends with /api and the harness appends /api/v1/config (webhookConfig goes to …/api/api/v1/config): drop /api from it, unless your gateway really has it twice',
    }));
  it('a gateway prefix: nothing', () =>
    expect(
      pastedPathFindings('auth_url', 'VTS_AUTH_URL', 'https://gw.vendor/vendor/auth', 'https://gw.vendor/vendor/auth'),
    ).toEqual({}));
});
