// Drift of the contract itself: two versions of contract/openapi.json compared by Redocly's `diff` (a kept tool; the
// npm openapi-diff refuses OpenAPI 3.1, docs/contract.md), which rates each change by the semver bump it needs: major
// is breaking. Redocly reads no x- extension, so the documented messages are compared here: one no longer documented
// breaks a client that matches on it. Each change names the operation and where in it.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VtsError } from '../base/errors.js';
import { ROOT } from '../base/paths.js';
import { byCodeUnits } from './order.js';

export type Impact = 'major' | 'minor' | 'patch';
export interface ContractChange {
  impact: Impact;
  /** "POST /v1/matchFace › responses/423", or the component when no operation reaches it. */
  where: string;
  message: string;
  /** The rule of the tool that rated it (Redocly's, or `documented-message-*`). */
  rule: string;
}

/** Redocly's CLI, a tool of the harness's own repository (a devDependency): an installed package says how to add it. */
function redoclyCli(): string {
  try {
    return createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  } catch {
    throw new VtsError(
      'VTS_ERR_USAGE',
      'contract diff needs @redocly/cli: npm install --save-dev @redocly/cli@2, then run it again',
    );
  }
}

interface RedoclyReport {
  changes: { path: string; kind: string; impact: Impact; property?: string; verdicts?: { ruleId: string; message: string }[] }[];
}

const unescape = (token: string): string => token.replaceAll('~1', '/').replaceAll('~0', '~');

/** `#/paths/~1v1~1matchFace/post/responses/423` as "POST /v1/matchFace › responses/423". */
export function whereOf(pointer: string, property?: string): string {
  const [, kind, name, method, ...rest] = pointer.replace(/^#/, '').split('/').map(unescape);
  const inside = [rest.join('/'), property].filter((s) => s !== undefined && s !== '').join(' · ');
  const head =
    kind === 'paths' || kind === 'webhooks'
      ? `${method?.toUpperCase()} ${kind === 'webhooks' ? `webhook ${name}` : name}`
      : [kind, name, method].filter(Boolean).join('/');
  return inside === '' ? head : `${head} › ${inside}`;
}

async function redoclyChanges(oldFile: string, newFile: string): Promise<ContractChange[]> {
  const args = [
    redoclyCli(),
    'diff',
    oldFile,
    newFile,
    '--format',
    'json',
    '--fail-on',
    'none',
    '--config',
    join(ROOT, 'redocly.yaml'),
  ];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    const { stderr = '', message } = err as { stderr?: string; message: string };
    const said = stderr.split('\n').filter((l) => l.trim() !== '' && !/[║╔╚]/.test(l));
    throw new VtsError('VTS_ERR_USAGE', `redocly diff could not compare them: ${said.slice(-3).join(' ') || message}`);
  }
  const report = JSON.parse(stdout) as RedoclyReport;
  return report.changes.flatMap((c) =>
    (c.verdicts?.length ? c.verdicts : [{ ruleId: 'unrated', message: `${c.kind[0]?.toUpperCase()}${c.kind.slice(1)}.` }]).map(
      (v) => ({
        impact: c.impact,
        where: whereOf(c.path, c.property),
        message: v.message,
        rule: v.ruleId,
      }),
    ),
  );
}

type Doc = { paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, Record<string, unknown>> };
interface Message {
  text?: string;
  errorCode?: string;
}

/** Every documented message of a document: "POST /v1/matchFace › responses/400" → the texts (and errorCodes) it lists. */
function messagesOf(doc: Doc): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (where: string, list: unknown) => {
    for (const m of Array.isArray(list) ? (list as Message[]) : [])
      out.set(where, (out.get(where) ?? new Set()).add([m.errorCode, m.text].filter(Boolean).join(': ')));
  };
  for (const [kind, items] of [
    ['paths', doc.paths],
    ['webhooks', doc.webhooks],
  ] as const)
    for (const [name, item] of Object.entries(items ?? {}))
      for (const [method, op] of Object.entries(item)) {
        const o = op as { responses?: Record<string, Record<string, unknown>>; 'x-messages-status-not-shown'?: unknown };
        const head = whereOf(`#/${kind}/${name.replaceAll('/', '~1')}/${method}`);
        add(`${head} › x-messages-status-not-shown`, o['x-messages-status-not-shown']);
        for (const [status, response] of Object.entries(o.responses ?? {}))
          add(`${head} › responses/${status}`, response['x-documented-messages']);
      }
  return out;
}

export function messageChanges(before: Doc, after: Doc): ContractChange[] {
  const [old, now] = [messagesOf(before), messagesOf(after)];
  const changes: ContractChange[] = [];
  for (const where of [...new Set([...old.keys(), ...now.keys()])].sort(byCodeUnits)) {
    const [was, is] = [old.get(where) ?? new Set<string>(), now.get(where) ?? new Set<string>()];
    for (const text of [...was].filter((t) => !is.has(t)).sort(byCodeUnits))
      changes.push({
        impact: 'major',
        where,
        message: `Documented message removed: "${text}".`,
        rule: 'documented-message-removed',
      });
    for (const text of [...is].filter((t) => !was.has(t)).sort(byCodeUnits))
      changes.push({ impact: 'minor', where, message: `Documented message added: "${text}".`, rule: 'documented-message-added' });
  }
  return changes;
}

function readDocument(file: string): Doc {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new VtsError(
      'VTS_ERR_USAGE',
      `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): give the ` +
        `path of an openapi.json (e.g. one from \`git show <rev>:contract/openapi.json\`)`,
    );
  }
  try {
    return JSON.parse(text) as Doc;
  } catch (err) {
    throw new VtsError('VTS_ERR_USAGE', `${file} is not JSON (${(err as Error).message}): give a contract/openapi.json`);
  }
}

/** Every change from `oldFile` to `newFile`, breaking (major) first, then by where. */
export async function contractChanges(oldFile: string, newFile: string): Promise<ContractChange[]> {
  const [before, after] = [readDocument(oldFile), readDocument(newFile)];
  const rank: Record<Impact, number> = { major: 0, minor: 1, patch: 2 };
  return [...(await redoclyChanges(oldFile, newFile)), ...messageChanges(before, after)].sort(
    (a, b) => rank[a.impact] - rank[b.impact] || byCodeUnits(a.where, b.where),
  );
}
