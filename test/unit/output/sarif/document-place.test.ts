// Where a SARIF result points: the document's path from where the command ran, and the line of the Errors row a rule
// expects, else of the section it cites, else of the operation's own section.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../src/base/paths.js';
import { documentPlace, rulePlace } from '../../../../src/output/sarif/document-place.js';
import { allRules } from '../../../../src/rules/index.js';

const lineAt = (place: { uri: string; line: number }) => readFileSync(join(ROOT, place.uri), 'utf8').split('\n')[place.line - 1];
const rule = (id: string) => allRules().find((r) => r.id === id)!;

describe('documentPlace', () => {
  it('gives the document from the folder the command ran in: the installed package’s spec/ under a team’s checkout', () => {
    // A team's checkout holding the harness one folder down, as node_modules/vts-conformance is.
    expect(documentPlace('emailBasic', undefined, dirname(ROOT)).uri).toBe(
      `${basename(ROOT)}/spec/verification-and-token-services.md`,
    );
    expect(documentPlace('emailBasic', undefined, ROOT).uri).toBe('spec/verification-and-token-services.md');
  });

  it('never names a path out of the checkout: spec/<document> when the harness is elsewhere', () => {
    expect(documentPlace('emailBasic', undefined, '/nowhere/else').uri).toBe('spec/verification-and-token-services.md');
  });
});

describe('rulePlace', () => {
  it('is the line of the Errors row whose status and text the rule expects', () => {
    expect(lineAt(rulePlace(rule('login.appKey.missing'), ROOT))).toBe(
      '| 400 | Missing/Invalid credentials | appId or appKey or both missing |',
    );
    expect(lineAt(rulePlace(rule('login.expiry.zero'), ROOT))).toBe(
      '| 400 | Expiry should be greater than 0 | expiry 0 or less |',
    );
  });

  it('is the heading of the section a rule cites when it expects no row', () =>
    expect(lineAt(rulePlace(rule('login.request.valid'), ROOT))).toBe('### Generate access token (legacy, deprecated)'));

  it('puts every documented rule on a line of its document', () => {
    const places = allRules().map((r) => ({ id: r.id, place: rulePlace(r, ROOT) }));
    expect(places.filter(({ place }) => !lineAt(place)?.trim()).map(({ id }) => id)).toEqual([]);
  });
});
