// The list of sandbox/README.md › Statement PDFs: the sandbox profile's statement keys, the file each names (its type
// read from its bytes when it is no PDF), and what the sandbox answers. The sandbox reads statements, it looks nothing
// up, so the answers are written here; every statement key of the profile must have a row.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileTypeOf } from '../../sandbox/file-types.js';
import { type Block, code, list } from './blocks.js';
import { sandboxProfile } from './test-values.js';

const ROWS: readonly (readonly [keys: readonly string[], answer: string])[] = [
  [['statementOneMonth'], '200, January 2026, 15 transactions, one salary credit'],
  [
    ['statementThreeMonths'],
    '200, 90 transactions over January–March 2026, a negative stretch, one transaction of exactly 5,000.00',
  ],
  [['statementTwelveMonths'], '200, all of 2025, June with its item and no transaction'],
  [['statementFiftyPages'], '200, 50 pages, 2,020 transactions'],
  [['statementLeapFebruary'], '200, February 2024 with 29 end-of-day balances'],
  [['statementYearFirst'], '200 with `formatDateYearFirst=yes` (dates answered DD/MM/YYYY); 400 without it'],
  [
    ['statementEncrypted', 'statementPassword'],
    '200 with the password; 400 `Password provided was incorrect` with another or none',
  ],
  [['statementScanned'], '200 `documentType` `IMAGE_PDF`, nothing read; 400 with `allowImagePDF=no`'],
  [['statementNotPdf'], '400 `Invalid file type for: uploadPdf`'],
];

const ROOT = join(import.meta.dirname, '..', '..');

function shown(key: string, value: string | undefined): string {
  if (value === undefined)
    throw new Error(`fixtures/targets/sandbox.json has no ${key}: add it, or drop its row in scripts/docs/statement-files.ts`);
  if (!value.startsWith('fixtures/')) return code(value);
  const type = fileTypeOf(readFileSync(join(ROOT, value)));
  return type === 'pdf' ? code(basename(value)) : `${code(basename(value))} (${(type ?? 'unknown').toUpperCase()} bytes)`;
}

function render(): string {
  const profile = sandboxProfile();
  const rowed = new Set(ROWS.flatMap(([keys]) => keys));
  const missing = Object.keys(profile).filter((k) => k.startsWith('statement') && !rowed.has(k));
  if (missing.length > 0)
    throw new Error(`fixtures/targets/sandbox.json has ${missing.join(', ')}: add a row to scripts/docs/statement-files.ts`);
  return list(
    ROWS.map(
      ([keys, answer]) =>
        `${keys.map((k) => `{${k}}`).join(', ')} = ${keys.map((k) => shown(k, profile[k])).join(', ')}: ${answer}`,
    ),
  );
}

export const STATEMENT_FILES_BLOCK: Block = { name: 'list of statement files', source: 'fixtures/targets/sandbox.json', render };
