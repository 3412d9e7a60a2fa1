// `npm run contract`: writes contract/ (OpenAPI 3.1, AsyncAPI 3.0, TypeScript types) from the schemas, the catalogue,
// the rule tables and the recordings; `--check` writes nothing and names the stale files. `npm run contract:diff`
// (`contract diff <old> [<new>]`): the breaking changes between two versions of contract/openapi.json.
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { homeDir, PACKAGED, ROOT, shownPath } from '../base/paths.js';
import { type ContractChange, contractChanges } from '../export/diff.js';
import { ASYNCAPI_FILE, generateContract, OPENAPI_FILE, staleFiles, TYPES_FILE, writeContract } from '../export/files.js';
import { COMMITTED_RECORDINGS } from '../export/recorded.js';
import { checkSet } from '../recording/set-leftovers.js';
import { flagProblem } from './args.js';
import { say } from './say.js';

export const CONTRACT_USAGE = `Usage: npm run contract [-- --check]
       npm run contract:diff -- <old openapi.json> [<new openapi.json>] [--all]

npm run contract writes contract/openapi.json (OpenAPI 3.1: every operation, its server, request, credentials and
documented statuses with their schemas, examples, messages and readings), contract/asyncapi.json (AsyncAPI 3.0: the
webhook event) and contract/types.d.ts (TypeScript types, by openapi-typescript), from schemas/, the operation
catalogue, the rule tables and fixtures/recordings/. Run it after changing any of them, and commit contract/.

--check   write nothing: exit 1 naming the files that differ from a fresh generation (0 when all are current)

npm run contract:diff compares two versions of the OpenAPI file (the second defaults to contract/openapi.json) with
Redocly's diff, plus the documented messages, and prints every breaking change; --all lists the others too.
To review a documentation update: git show HEAD:contract/openapi.json > /tmp/old.json, update spec/, the schemas and
rules, npm run contract, then npm run contract:diff -- /tmp/old.json (docs/contract.md).

Installed as a package (npx vts contract [--out <folder>]): writes the installed version's contract files into
<folder> (default vts/contract beside vts.config.json), for a client's types or a review.

Exit codes: 0 current / nothing breaking · 1 stale files / breaking changes · 2 bad usage or an unreadable file.`;

const OPTIONS = {
  check: { type: 'boolean' },
  all: { type: 'boolean' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** An installed package's contract is the one it was published with (generating it takes the repository's tools). */
function copyShipped(out: string | undefined, say: (line: string) => void): number {
  const dir = out ?? join(homeDir(), 'vts', 'contract');
  mkdirSync(dir, { recursive: true });
  const files = [OPENAPI_FILE, ASYNCAPI_FILE, TYPES_FILE];
  for (const file of files) copyFileSync(join(ROOT, file), join(dir, basename(file)));
  say(`wrote ${files.map((f) => shownPath(join(dir, basename(f)))).join(', ')}`);
  return 0;
}

const line = (c: ContractChange): string => `  ${c.where}\n    ${c.message} (${c.rule})`;

async function diff(files: string[], all: boolean, out: (line: string) => void): Promise<number> {
  const [oldFile, newFile = join(ROOT, OPENAPI_FILE), ...extra] = files;
  if (oldFile === undefined || extra.length > 0)
    return say(out, `error: give the old openapi.json, and at most one new one\n\n${CONTRACT_USAGE}`, 2);
  const changes = await contractChanges(oldFile, newFile);
  const breaking = changes.filter((c) => c.impact === 'major');
  const others = changes.filter((c) => c.impact !== 'major');
  if (breaking.length > 0) out(`Breaking changes (${breaking.length}):\n${breaking.map(line).join('\n')}`);
  if (all && others.length > 0) out(`Not breaking (${others.length}):\n${others.map(line).join('\n')}`);
  const minor = others.filter((c) => c.impact === 'minor').length;
  out(
    `${breaking.length} breaking, ${minor} additive, ${others.length - minor} other change(s)${!all && others.length > 0 ? ' (--all lists them)' : ''}`,
  );
  return breaking.length > 0 ? 1 : 0;
}

export async function contractCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { check?: boolean; all?: boolean; out?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true }));
  } catch (err) {
    return say(out, `error: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
  }
  if (values.help) return say(out, CONTRACT_USAGE, 0);
  const [sub, ...files] = positionals;
  try {
    if (sub === 'diff') return await diff(files, values.all ?? false, out);
    if (sub !== undefined) return say(out, `error: unknown argument "${sub}": see --help`, 2);
    if (PACKAGED && !values.check) return copyShipped(values.out, out);
    if (values.out !== undefined)
      return say(out, 'error: --out is for an installed package: here npm run contract writes contract/', 2);
    // Its examples come from the committed recordings: a set a killed promote moved aside goes back first.
    for (const note of checkSet(COMMITTED_RECORDINGS)) out(note);
    const generated = await generateContract();
    if (values.check) {
      const stale = staleFiles(generated);
      if (stale.length === 0) return say(out, `contract/ is current (${Object.keys(generated).join(', ')})`, 0);
      return say(out, `stale: ${stale.join(', ')}: run \`npm run contract\` and commit contract/`, 1);
    }
    const changed = writeContract(generated);
    return say(out, changed.length === 0 ? 'contract/ was already current' : `wrote ${changed.join(', ')}`, 0);
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
