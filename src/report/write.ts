// Writes the run's report files, each scrubbed of every sensitive value the run saw.
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-write.js';
import type { CaseResult } from '../types.js';
import { junitXml } from './junit.js';
import { scrub, sensitiveValues } from './sensitive.js';
import { verdictsJson } from './verdicts-json.js';

export interface RunMeta {
  target: string;
  seed: number;
  complete: boolean;
}

export function writeReports(dir: string, meta: RunMeta, results: CaseResult[], credentials: string[]): string[] {
  const secrets = new Set(results.flatMap((r) => sensitiveValues(r, credentials)));
  const files: [string, string][] = [
    ['verdicts.json', verdictsJson(meta, results)],
    ['junit.xml', junitXml(results)],
  ];
  return files.map(([name, content]) => {
    const path = join(dir, name);
    writeFileAtomic(path, scrub(content, secrets));
    return path;
  });
}
