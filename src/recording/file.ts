// One recording file per rule: nock definitions (one per attempt) plus what replays the case: seed, test data, version.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import { VtsError } from '../base/errors.js';
import type { OperationId } from '../model/operations.js';
import { validateAgainst } from '../validators/registry.js';
import type { CanonicalPart } from './multipart.js';
import { shownPath } from '../base/paths.js';

export interface Interaction {
  /** The host placeholder in braces ("{auth_url}"): recordings are target-independent. */
  scope: string;
  method: 'POST';
  path: string;
  reqheaders: Record<string, string>;
  /** A JSON value; a string for a raw body; `{ multipart: CanonicalPart[] }` for a form; absent for no body. */
  body?: unknown;
  status: number;
  /** A JSON value, or the text sent verbatim (a JSON string value is kept as its JSON text). */
  response: unknown;
  rawHeaders: Record<string, string>;
  /** How long the answer took, as a coarse bucket (latency.ts); absent in recordings made before it was kept. */
  latency?: string;
}

export interface RecordingMeta {
  harnessVersion: string;
  ruleId: string;
  operation: OperationId;
  target: string;
  seed: number;
  /** The target's test data the case read, by key. */
  data: Record<string, string>;
}

/** One step of the case's flow: its attempts, one interaction each, in order. */
export interface RecordedStep {
  interactions: Interaction[];
}

/** A delivery received during the case (a webhook event), redacted like a response. */
export interface RecordedEvent {
  headers: Record<string, string>;
  body: unknown;
  /** 1-based step whose request caused it: replay delivers it when the flow waits after that step. */
  afterStep?: number;
}

export interface RecordingFile extends RecordingMeta {
  steps: RecordedStep[];
  events: RecordedEvent[];
}

/** Every interaction of every step, in the order they were sent. */
export const interactionsOf = (file: RecordingFile): Interaction[] => file.steps.flatMap((s) => s.interactions);

export const recordingPath = (root: string, operation: string, ruleId: string): string => join(root, operation, `${ruleId}.json`);

/** Paths in messages are relative to where the command runs: no machine path in logs or reports. */
const shown = shownPath;

const recordCommand = (path: string) => `npm run record -- --rule ${basename(path, '.json')}`;

/** A form's part list; the content type tells it apart from a JSON body that happens to have a "multipart" key. */
export function recordedParts(interaction: Interaction): CanonicalPart[] | undefined {
  const body = interaction.body as { multipart?: unknown } | undefined;
  const form = /^multipart\/form-data/i.test(interaction.reqheaders['content-type'] ?? '');
  return form && body !== null && typeof body === 'object' && Array.isArray(body.multipart)
    ? (body.multipart as CanonicalPart[])
    : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The first problem of a parsed file against schemas/harness/recording.schema.json, or undefined. */
function problemOf(value: unknown): string | undefined {
  const [first] = validateAgainst('harness/recording.schema.json', value);
  return first && `${first.instancePath || '/'} ${first.message ?? first.keyword} (schemas/harness/recording.schema.json)`;
}

export function readRecording(path: string): RecordingFile {
  if (!existsSync(path))
    throw new VtsError('VTS_ERR_NO_RECORDING', `no recording at ${shown(path)}: record it with \`${recordCommand(path)}\``);
  const text = readFileSync(path, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new VtsError('VTS_ERR_BAD_RECORDING', `${shown(path)} is damaged: ${damage(text, err as Error)}; ${repair(path)}`);
  }
  const problem = problemOf(parsed);
  if (problem !== undefined) throw new VtsError('VTS_ERR_BAD_RECORDING', `${shown(path)}: ${problem}; ${repair(path)}`);
  return parsed as RecordingFile;
}

const repair = (path: string) => `restore it from git or re-record it with \`${recordCommand(path)}\``;

/** A parse that fails at the very end of the text is a file cut short (a copy or a write that stopped), not a typo. */
function damage(text: string, err: Error): string {
  const at = /at position (\d+)/.exec(err.message)?.[1];
  const atEnd = /end of JSON input/.test(err.message) || (at !== undefined && Number(at) >= text.trimEnd().length);
  return atEnd ? `it ends mid-JSON after ${text.length} characters (cut short)` : `not valid JSON (${err.message})`;
}

/** Keys in a fixed order, so a re-recording diffs only where something changed (and vendor key order is not noise). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedKeys(value[k])]),
  );
}

const INTERACTION_ORDER = [
  'scope',
  'method',
  'path',
  'reqheaders',
  'body',
  'status',
  'response',
  'rawHeaders',
  'latency',
] as const;

/** Pretty JSON, 2-space indent, trailing newline: the file's documented fields in their order, everything inside sorted. */
export function serialiseRecording(file: RecordingFile): string {
  const steps = file.steps.map((step) => ({
    interactions: step.interactions.map((it) =>
      Object.fromEntries(INTERACTION_ORDER.filter((k) => it[k] !== undefined).map((k) => [k, sortedKeys(it[k])])),
    ),
  }));
  const ordered = {
    harnessVersion: file.harnessVersion,
    ruleId: file.ruleId,
    operation: file.operation,
    target: file.target,
    seed: file.seed,
    data: sortedKeys(file.data),
    steps,
    events: file.events.map((e) => ({
      ...(e.afterStep === undefined ? {} : { afterStep: e.afterStep }),
      headers: sortedKeys(e.headers),
      body: sortedKeys(e.body),
    })),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

export function writeRecordingAtomic(path: string, file: RecordingFile): void {
  writeFileAtomic(path, serialiseRecording(file));
}
