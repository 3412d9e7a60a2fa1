// `npm run validate -- --operation <id> --status <code> <file.json>`: does a captured body match the documented envelope?
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ErrorObject } from 'ajv';
import { lookup } from '../base/json-pointer.js';
import { impliedBy } from '../rules/implied.js';
import { VtsError } from '../base/errors.js';
import { factsOfFile, type KnownStatement, readFactsFile, SIDECAR_SUFFIX } from '../uploads/statement-facts.js';
import { isOperationId, OPERATION_IDS } from '../model/operations.js';
import { describeFindings } from '../oracles/describe.js';
import { holdsFacts, runOracles } from '../oracles/index.js';
import { type Sent, sentByParse } from '../oracles/sent.js';
import { responseMarks } from '../validators/annotations.js';
import { bestVariant, documentedStatuses, schemaOf, validateResponse } from '../validators/registry.js';
import { say } from './say.js';
import { escapeToken } from '../base/json-pointer.js';
import { exitWhenWritten } from './exit-when-written.js';

export const VALIDATE_USAGE = `Usage: npm run validate -- --operation <id> --status <code> [--request <request.json>] [--facts <file>]... <file.json>

Checks a captured response body (a JSON file) against every documented envelope for that operation and HTTP status
(schemas/<operation>/<status>[.<variant>].schema.json) and prints each violation with Ajv's path, keyword and params.

--request <request.json>  the body fields the request sent, as a JSON object (a form's text fields too, e.g.
                          {"preferences.returnScore": "no"}): where the document makes the response depend on them
                          (matchFace: details.match.score only when returnScore is yes), that is checked as well;
                          bankStatementAnalysis reads transactionThreshold and returnTransactions, e.g.
                          {"transactionThreshold": "5000"}, to know which figures it can recompute.

--facts <file>            what the statement sent truly holds (docs/statement-facts.md): a facts file
                          (<statement>.pdf.facts.json), or the statement PDF itself (its facts file beside it, or the
                          committed statement with the same bytes). bankStatementAnalysis: the one statement analysed;
                          getBankStatementParsingResults: repeat it, one per file of the parse given with --request
                          (whose contractId, merchantId and statementIds the results are held to as well).

A conforming 200 body is also held to the operation's oracles (src/oracles/): its documented arithmetic (counts, totals,
balances, months) must add up, and, with --facts, its figures must be those of the statement sent; each finding prints
with the oracle, the pointer, Received and Documented.

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
  if (present) return present.map((f) => `"${f}": ${value(`${e.instancePath}/${escapeToken(f)}`)}`).join(', ');
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

function readRequest(file: string): { fields: Record<string, unknown> } | { problem: string } {
  const read = readBody(file);
  if ('problem' in read) return { problem: read.problem.replace('a saved response body', 'the request body fields, as JSON') };
  if (read.body === null || typeof read.body !== 'object' || Array.isArray(read.body))
    return { problem: `${file} is not a JSON object: give the request's body fields as {"name": "value", ...}` };
  return { fields: read.body as Record<string, unknown> };
}

/** The facts a --facts file gives: a facts file, or a statement PDF (its sidecar, or the committed one of its bytes). */
function readFacts(file: string): { known: KnownStatement } | { problem: string } {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (err) {
    return {
      problem: `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): give a facts file or the statement PDF`,
    };
  }
  try {
    if (!data.subarray(0, 5).equals(Buffer.from('%PDF-'))) return { known: readFactsFile(file) };
    const known = factsOfFile(resolve(file), data);
    return known === undefined
      ? {
          problem: `no facts for ${file}: put ${basename(file)}${SIDECAR_SUFFIX} beside it (docs/statement-facts.md), or give that file`,
        }
      : { known };
  } catch (err) {
    if (err instanceof VtsError) return { problem: err.message };
    throw err;
  }
}

/** What was sent, for the oracles: a parse given with --request (statements by URL, facts from --facts in order), else
 * the one statement analysed, with its --facts. */
function sentFrom(request: Record<string, unknown> | undefined, facts: KnownStatement[], files: string[]): Sent {
  if (!Array.isArray(request?.bankStatementFiles))
    return {
      statements: facts.map((known, i) => ({ name: basename(files[i] ?? ''), known })),
      ...(request === undefined ? {} : { asked: true as const }),
    };
  const sent = sentByParse(request);
  return { ...sent, statements: sent.statements.map((s, i) => (facts[i] === undefined ? s : { ...s, known: facts[i] })) };
}

export async function validateCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { operation?: string; status?: string; request?: string; facts?: string[]; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        operation: { type: 'string' },
        status: { type: 'string' },
        request: { type: 'string' },
        facts: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
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
  const request = values.request === undefined ? undefined : readRequest(values.request);
  if (request !== undefined && 'problem' in request) return say(out, `error: ${request.problem}`, 2);
  const factFiles = values.facts ?? [];
  const facts: KnownStatement[] = [];
  for (const f of factFiles) {
    const read = readFacts(f);
    if ('problem' in read) return say(out, `error: ${read.problem}`, 2);
    facts.push(read.known);
  }
  if (facts.length > 0 && !holdsFacts(operation))
    return say(
      out,
      `error: ${operation} analyses no statement: --facts is for bankStatementAnalysis and getBankStatementParsingResults`,
      2,
    );
  const implied = request === undefined ? undefined : impliedBy(operation, status, request.fields);
  const results = validateResponse(operation, status, read.body).filter(
    (r) => implied?.variant === undefined || r.schemaId.endsWith(`/${status}.${implied.variant}.schema.json`),
  );
  const best = bestVariant(results);
  const present = (implied?.absent ?? []).filter((pointer) => lookup(read.body, pointer).found);
  // A conforming 200 body must also add up: the operation's oracles (src/oracles/) recompute its documented arithmetic.
  const broken =
    best.conforms && present.length === 0 && status === 200
      ? runOracles(operation, read.body, request?.fields ?? {}, sentFrom(request?.fields, facts, factFiles))
      : [];
  if (broken.length > 0) {
    out(
      `${file} conforms to ${best.result?.schemaId} but breaks ` +
        `${broken.length === 1 ? 'a documented figure' : `${broken.length} documented figures`} of ` +
        `${operation}:`,
    );
    for (const line of describeFindings(broken)) out(line);
    return 1;
  }
  if (best.conforms && present.length === 0) {
    const unasked = request === undefined && impliedBy(operation, status, {}) !== undefined;
    const unheld = facts.length === 0 && status === 200 && holdsFacts(operation);
    return say(
      out,
      `${file} conforms to ${best.result?.schemaId}` +
        `${unasked ? ` (give --request to check what the request's fields imply)` : ''}` +
        `${unheld ? ' (its figures were not held to a statement: give --facts)' : ''}`,
      0,
    );
  }
  if (best.conforms) {
    out(`Field must be absent: ${file} holds what the request did not ask for (${values.request})`);
    for (const pointer of present)
      out(`  ${pointer}\n    Received: ${show(lookup(read.body, pointer).value)}\n    Documented: absent`);
    return 1;
  }
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
  validateCommand(process.argv.slice(2), (line) => console.log(line)).then(exitWhenWritten);
