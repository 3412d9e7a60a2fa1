// Reading a run back (reports/verdicts.json, a shard's case entries) for baseline:update and the merge: a truncated or
// foreign file is one line that names it and the fix, never a stack trace deep in the command.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { shownPath } from '../base/paths.js';
import { VtsError } from '../base/errors.js';
import type { VerdictsFile } from '../gate/case-record.js';
import { VERDICTS } from '../model/types.js';

/** What the gate, baseline:update and the merge read of a case entry; other fields are free. */
const CASE_ENTRY = {
  type: 'object',
  required: ['ruleId', 'operation', 'verdict', 'outcome', 'violations'],
  properties: {
    ruleId: { type: 'string', minLength: 1 },
    operation: { type: 'string', minLength: 1 },
    verdict: { enum: [...VERDICTS] },
    outcome: { enum: ['pass', 'fail', 'skip'] },
    reason: { type: 'string' },
    status: { type: 'integer' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'pointer'],
        properties: { check: { type: 'string' }, pointer: { type: 'string' }, step: { type: 'integer' } },
      },
    },
  },
};

const VERDICTS_FILE = {
  type: 'object',
  required: ['target', 'seed', 'complete', 'cases'],
  properties: {
    target: { enum: ['replay', 'sandbox', 'live'] },
    seed: { type: 'integer' },
    complete: { type: 'boolean' },
    shard: { type: 'string', pattern: '^[1-9][0-9]*/[1-9][0-9]*$' },
    cases: { type: 'array', items: CASE_ENTRY },
  },
};

const require = createRequire(import.meta.url);
let validators: { file: ValidateFunction; entry: ValidateFunction } | undefined;
/** Ajv loaded at the first file read: every command imports this module, few read a run back (a gate loaded Ajv for
 * nothing, 47 ms before its workers started). */
function validatorsOf(): NonNullable<typeof validators> {
  if (validators === undefined) {
    const Ajv = (require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020;
    const ajv = new Ajv({ strict: true });
    validators = { file: ajv.compile(VERDICTS_FILE), entry: ajv.compile(CASE_ENTRY) };
  }
  return validators;
}

/** A path as the user typed it, from where they are. */

/** "/cases/0 must have required property 'verdict'"; undefined when `data` fits. */
function firstProblem(validate: ValidateFunction, data: unknown): string | undefined {
  if (validate(data)) return undefined;
  const [first] = validate.errors ?? [];
  return `${first?.instancePath || '/'} ${first?.message ?? 'is not valid'}`;
}

/** Where a case entry (of a verdicts.json or a shard's blob) does not fit; undefined when it does. */
export const caseEntryProblem = (entry: unknown): string | undefined => firstProblem(validatorsOf().entry, entry);

/** Parses a JSON file, or says in one line which file is broken and `fix`. */
export function readJsonFile(path: string, fix: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', `${shownPath(path)} is not valid JSON (${(err as Error).message}): ${fix}`);
  }
}

/** A run's verdicts.json, checked for what its readers use; `fix` says how to get a good one. */
export function readVerdictsFile(path: string, fix: string): VerdictsFile {
  const data = readJsonFile(path, fix);
  const problem = firstProblem(validatorsOf().file, data);
  if (problem !== undefined)
    throw new VtsError('VTS_ERR_USAGE', `${shownPath(path)}: ${problem}: it is not a verdicts.json of this harness: ${fix}`);
  return data as VerdictsFile;
}

export { shownPath };
