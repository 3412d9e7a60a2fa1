// Writes the run's report files, each scrubbed of every sensitive value the run saw.
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-write.js';
import type { GateDecision } from '../gate/decide.js';
import type { CaseResult } from '../types.js';
import { junitXml } from './junit.js';
import { scrub, sensitiveValues } from './sensitive.js';
import { summaryMarkdown } from './summary-md.js';
import { entryOf, type RunMeta, type VerdictEntry, verdictsJson } from './verdicts-json.js';

// A run rewrites its reports after every case: each case's sensitive values are found once.
const found = new WeakMap<CaseResult, string[]>();
const cached = (r: CaseResult, credentials: string[]) => {
  const values = found.get(r) ?? sensitiveValues(r, credentials);
  found.set(r, values);
  return values;
};

/** The entries of a run, already scrubbed: what every file sink writes from. */
export function scrubbedEntries(results: CaseResult[], credentials: string[]): { entries: VerdictEntry[]; scrubber: (s: string) => string } {
  const secrets = new Set(results.flatMap((r) => cached(r, credentials)));
  const scrubber = (s: string) => scrub(s, secrets);
  return { entries: JSON.parse(scrubber(JSON.stringify(results.map(entryOf)))), scrubber };
}

/** verdicts.json and junit.xml; summary.md too once the gate has decided (the end of a run, or a merge). */
export function writeEntryReports(dir: string, meta: RunMeta, entries: VerdictEntry[], gate?: GateDecision): string[] {
  const files: [string, string][] = [
    ['verdicts.json', verdictsJson(meta, entries)],
    ['junit.xml', junitXml(entries)],
    ...(gate ? [['summary.md', summaryMarkdown(meta, entries, gate)] as [string, string]] : []),
  ];
  return files.map(([name, content]) => {
    const path = join(dir, name);
    writeFileAtomic(path, content);
    return path;
  });
}
