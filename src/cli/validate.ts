// `npm run validate -- --operation <id> --status <code> <file.json>`: does a captured body match the documented envelope?
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ErrorObject } from 'ajv';
import { lookup } from '../json-pointer.js';
import { isOperationId, OPERATION_IDS } from '../operations.js';
import { responseMarks } from '../schemas/annotations.js';
import { bestVariant, documentedStatuses, schemaOf, validateResponse } from '../schemas/registry.js';
import { say } from './say.js';

export const VALIDATE_USAGE = `Usage: npm run validate -- --operation <id> --status <code> <file.json>

Checks a captured response body (a JSON file) against every documented envelope for that operation and HTTP status
(schemas/<operation>/<status>[.<variant>].schema.json) and prints each violation with Ajv's path, keyword and params.

Exit codes: 0 conforms · 1 does not · 2 unknown operation, undocumented status, unreadable or non-JSON file, bad usage.`;

const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? '(absent)' : s.length > 120 ? `${s.slice(0, 117)}...` : s;
};

/** The fields a `not: { required: [...] }` forbids: how the schemas say "must be absent". */
function absentFields(e: ErrorObject, schemaId: string): string[] | undefined {
  if (e.keyword !== 'not' || !e.schemaPath.startsWith('#/')) return undefined;
  return (lookup(schemaOf(schemaId), e.schemaPath.slice(1)).value as { required?: string[] } | undefined)?.required;
}

/** What the schema wanted, said from Ajv's own params (never reworded beyond picking the field). */
function documented(e: ErrorObject, schemaId: string): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'type') return String(p.type);
  if (e.keyword === 'const') return show(p.allowedValue);
  if (e.keyword === 'enum') return (p.allowedValues as unknown[]).map(show).join(' | ');
  if (e.keyword === 'required') return `"${String(p.missingProperty)}" present`;
  const mustBeAbsent = absentFields(e, schemaId);
  if (mustBeAbsent) return `${mustBeAbsent.map((f) => `"${f}"`).join(' and ')} absent`;
  return e.message ?? e.keyword;
}

/** What the body held there; a value the schema marks secret is not echoed. */
function received(e: ErrorObject, schemaId: string, body: unknown, secret: Set<string>): string {
  if (e.keyword === 'required') return `"${String((e.params as { missingProperty: string }).missingProperty)}" absent`;
  const value = (pointer: string) => (secret.has(pointer) ? '<redacted>' : show(lookup(body, pointer).value));
  const present = absentFields(e, schemaId);
  if (present)
    return present.map((f) => `"${f}": ${value(`${e.instancePath}/${f.replace(/~/g, '~0').replace(/\//g, '~1')}`)}`).join(', ');
  return value(e.instancePath);
}

function readBody(file: string): { body: unknown } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return {
      problem: `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): give the path of a saved response body`,
    };
  }
  try {
    return { body: JSON.parse(text) };
  } catch (err) {
    return { problem: `${file} is not JSON (${(err as Error).message}): save the response body alone, as JSON` };
  }
}

export async function validateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { operation?: string; status?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { operation: { type: 'string' }, status: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (err) {
    return say(out, `error: ${(err as Error).message}\n\n${VALIDATE_USAGE}`, 2);
  }
  if (values.help) return say(out, VALIDATE_USAGE, 0);
  const [file, ...extra] = positionals;
  if (!values.operation || !values.status || file === undefined || extra.length > 0)
    return say(out, `error: give --operation, --status and exactly one file\n\n${VALIDATE_USAGE}`, 2);
  const operation = values.operation;
  if (!isOperationId(operation))
    return say(out, `error: unknown operation "${operation}": use one of ${OPERATION_IDS.join(', ')}`, 2);
  const statuses = documentedStatuses(operation);
  const status = /^\d{3}$/.test(values.status) ? Number(values.status) : Number.NaN;
  if (!statuses.includes(status))
    return say(
      out,
      `error: ${operation} documents no ${values.status} response: use one of ${statuses.join(', ') || '(none: its schemas are not written yet)'}`,
      2,
    );
  const read = readBody(file);
  if ('problem' in read) return say(out, `error: ${read.problem}`, 2);
  const results = validateResponse(operation, status, read.body);
  const best = bestVariant(results);
  if (best.conforms) return say(out, `${file} conforms to ${best.result?.schemaId}`, 0);
  const secret = new Set(responseMarks(operation, status, read.body).flatMap((m) => (m.mark.secret ? [m.pointer] : [])));
  out(`Response violates schema: ${file} matches no documented ${operation} ${status} envelope`);
  // Closest variant first: the one with the fewest errors says most precisely what broke.
  const ordered = best.result ? [best.result, ...results.filter((r) => r !== best.result)] : results;
  for (const { schemaId, errors } of ordered) {
    out(`  ${schemaId}${results.length > 1 && schemaId === best.result?.schemaId ? ' (closest)' : ''}:`);
    for (const e of errors) {
      out(`    ${e.instancePath || '(root)'} ${e.keyword} ${e.message ?? ''} (${JSON.stringify(e.params)})`);
      out(`      Received: ${received(e, schemaId, read.body, secret)}`);
      out(`      Documented: ${documented(e, schemaId)}`);
    }
  }
  return 1;
}

// Run directly (`tsx src/cli/validate.ts ...`) as well as through main.ts; importing it (tests) runs nothing.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  validateCommand(process.argv.slice(2), (line) => console.log(line)).then((code) => process.exit(code));
