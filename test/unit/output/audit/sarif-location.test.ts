import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../src/base/paths.js';
import { documentPlace } from '../../../../src/output/audit/sarif-location.js';

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
