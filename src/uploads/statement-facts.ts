// The facts of a statement the harness sends (schemas/harness/statement-facts.schema.json): an entry of the committed
// manifest (fixtures/inputs/statements/manifest.json), found by the file's bytes or name, or a team's sidecar beside its
// own statement (<file name>.facts.json). Every analysis of the statement is held to them (src/oracles/statement-facts.ts).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { sha256Of } from '../base/digest.js';
import { VtsError } from '../base/errors.js';
import { ROOT } from '../base/paths.js';
import { validateAgainst } from '../validators/registry.js';

export interface Flows {
  transactionsCount?: number;
  creditCount?: number;
  creditTotal?: number;
  debitCount?: number;
  debitTotal?: number;
  openingBalance?: number;
  closingBalance?: number;
}

export interface MonthFacts extends Flows {
  /** YYYY-MM. */
  month: string;
}

export interface FactsFile {
  name?: string;
  sha256?: string;
  pages?: number;
  /** Every calendar month (YYYY-MM) of the period. */
  months?: string[];
  /** thresholdValue: the amount of a transaction the statement holds exactly, for the threshold's boundary. */
  facts?: Flows & { monthly?: MonthFacts[]; thresholdValue?: number };
}

/** A statement's facts and where they were read, for findings: "statement-3-months.pdf (fixtures/inputs/statements/manifest.json)". */
export interface KnownStatement extends FactsFile {
  from: string;
}

export const STATEMENTS_DIR = join(ROOT, 'fixtures', 'inputs', 'statements');
const MANIFEST = 'fixtures/inputs/statements/manifest.json';
export const SIDECAR_SUFFIX = '.facts.json';
export const FACTS_SCHEMA = 'harness/statement-facts.schema.json';

let committed: { byName: Map<string, KnownStatement>; bySha: Map<string, KnownStatement> } | undefined;
function manifest() {
  if (committed === undefined) {
    const files = (JSON.parse(readFileSync(join(STATEMENTS_DIR, 'manifest.json'), 'utf8')) as { files: FactsFile[] }).files;
    const known = files.map((f): KnownStatement => ({ ...f, from: `${f.name} (${MANIFEST})` }));
    committed = {
      byName: new Map(known.map((k) => [k.name ?? '', k])),
      bySha: new Map(known.map((k) => [k.sha256 ?? '', k])),
    };
  }
  return committed;
}

/** A committed statement by its bytes' sha256 (a captured upload of it); undefined for other bytes. */
export const committedBySha = (sha256: string): KnownStatement | undefined => {
  const entry = manifest().bySha.get(sha256);
  return entry?.facts === undefined && entry?.pages === undefined ? undefined : entry;
};

/** A committed statement by its file name (what the flow's statement URLs end with); undefined for another name. */
export const committedStatement = (name: string): KnownStatement | undefined => manifest().byName.get(name);

/** A facts file held to its schema: one that does not match is an error naming it and the fix, never a silent "no
 * facts" (a team that wrote facts expects them held). */
export function readFactsFile(path: string, data?: Uint8Array): KnownStatement {
  const shown = relative(ROOT, path).startsWith('..') ? basename(path) : relative(ROOT, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown} is not a readable JSON facts file (${(err as Error).message}): fix it or remove it`,
    );
  }
  const errors = validateAgainst(FACTS_SCHEMA, parsed);
  if (errors.length > 0)
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown} does not match schemas/${FACTS_SCHEMA}: ` +
        `${errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')} (docs/statement-facts.md ` +
        `has an example)`,
    );
  const facts = parsed as FactsFile;
  if (data !== undefined && facts.sha256 !== undefined && facts.sha256 !== sha256Of(data))
    throw new VtsError(
      'VTS_ERR_USAGE',
      `${shown} gives the facts of a file with sha256 ${facts.sha256}, not of the statement beside it: ` +
        `update its sha256 (or remove it to hold the facts to any file of that name)`,
    );
  return { ...facts, from: shown };
}

/** The facts of the statement at `path`: its sidecar, else the committed manifest's entry with the same bytes, else
 * undefined (judged on its own arithmetic only, and the report says so). */
export function factsOfFile(path: string, data: Uint8Array): KnownStatement | undefined {
  const sidecar = `${path}${SIDECAR_SUFFIX}`;
  if (existsSync(sidecar)) return readFactsFile(sidecar, data);
  const entry = manifest().bySha.get(sha256Of(data));
  return entry?.facts === undefined && entry?.pages === undefined ? undefined : entry;
}
