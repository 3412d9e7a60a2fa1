// The committed recordings read as answers: every response a recording holds and every event it received, by the
// operation that gave it (its host and path) and its status. What the contract's examples are taken from, and what
// its tests hold the exported schemas to.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../base/paths.js';
import { EVENT_OPERATION, OPERATION_IDS, OPERATIONS, type OperationId } from '../model/operations.js';
import { readRecording, recordingPath } from '../recording/file.js';
import type { Rule } from '../model/types.js';
import { allRules } from '../rules/index.js';

/** The committed set, whatever VTS_RECORDINGS_DIR says: the contract is built from what is committed. */
export const COMMITTED_RECORDINGS = join(ROOT, 'fixtures', 'recordings');

export interface RecordedBody {
  /** The rule whose recording holds it. */
  ruleId: string;
  operation: OperationId;
  /** The HTTP status; an event counts as its operation's 200 (as the harness judges it). */
  status: number;
  body: unknown;
}

const byAddress = new Map(OPERATION_IDS.map((id) => [`{${OPERATIONS[id].host}}${OPERATIONS[id].path}`, id]));

/** A JSON body as recorded: a JSON value, or a JSON text kept as text (a JSON string); undefined for any other text. */
function jsonOf(response: unknown, contentType: string | undefined): { value: unknown } | undefined {
  if (typeof response !== 'string') return { value: response };
  if (!/json/i.test(contentType ?? '')) return undefined;
  try {
    return { value: JSON.parse(response) };
  } catch {
    return undefined;
  }
}

let cached: RecordedBody[] | undefined;

/** Every JSON answer and event of the committed recordings, in the rule tables' order, then steps and attempts in order. */
export function recordedBodies(dir: string = COMMITTED_RECORDINGS): RecordedBody[] {
  if (dir === COMMITTED_RECORDINGS && cached !== undefined) return cached;
  const out: RecordedBody[] = [];
  for (const rule of allRules()) {
    const path = recordingPath(dir, rule.operation, rule.id);
    if (!existsSync(path)) continue;
    const file = readRecording(path);
    for (const interaction of file.steps.flatMap((s) => s.interactions)) {
      const operation = byAddress.get(`${interaction.scope}${interaction.path}`);
      const json = jsonOf(interaction.response, interaction.rawHeaders['content-type']);
      if (operation !== undefined && json !== undefined)
        out.push({ ruleId: rule.id, operation, status: interaction.status, body: json.value });
    }
    for (const event of file.events) out.push({ ruleId: rule.id, operation: EVENT_OPERATION, status: 200, body: event.body });
  }
  if (dir === COMMITTED_RECORDINGS) cached = out;
  return out;
}

let rulesById: Map<string, Rule> | undefined;
/** A rule by its id (an example is named by the rule whose recording holds it). */
export const ruleById = (id: string): Rule | undefined => (rulesById ??= new Map(allRules().map((r) => [r.id, r]))).get(id);
