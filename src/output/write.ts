// Writes the run's report files once, at the end, from entries already scrubbed where they were made.
import { join } from 'node:path';
import { writeFileAtomic } from '../base/atomic-write.js';
import type { GateDecision } from '../gate/decide.js';
import { junitXml } from './junit.js';
import { conformanceSarif, SARIF_FILE } from './sarif/conformance.js';
import { summaryMarkdown } from './summary-md.js';
import { verdictsJson } from './verdicts-json.js';
import { type RunMeta, type VerdictEntry } from '../gate/case-record.js';

/** verdicts.json, junit.xml, summary.md and conformance.sarif; returns their paths. `passingWeek`: the accepted rules
 * that passed RUNS runs in a row. */
export function writeRunReports(
  dir: string,
  meta: RunMeta,
  entries: VerdictEntry[],
  gate: GateDecision,
  passingWeek: readonly string[] = [],
): string[] {
  const files: [string, string][] = [
    ['verdicts.json', verdictsJson(meta, entries)],
    ['junit.xml', junitXml(entries)],
    ['summary.md', summaryMarkdown(meta, entries, gate, process.env, passingWeek)],
    [SARIF_FILE, conformanceSarif(meta, entries, gate)],
  ];
  return files.map(([name, content]) => {
    const path = join(dir, name);
    writeFileAtomic(path, content);
    return path;
  });
}
