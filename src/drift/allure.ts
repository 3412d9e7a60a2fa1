// The drift findings as Allure results beside the conformance run's, so QA read them in the same report: one result
// per finding, failed when breaking, broken when notable, passed when additive; an earlier drift's results replaced.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Stage, Status, type TestResult } from 'allure-js-commons';
import { FileSystemWriter } from 'allure-js-commons/sdk/reporter';
import { type Finding, shown } from './report-groups.js';
import type { DriftClass } from './types.js';

const SUITE = 'drift';
const STATUS: Record<DriftClass, Status> = { breaking: Status.FAILED, notable: Status.BROKEN, additive: Status.PASSED };
const SEVERITY: Record<DriftClass, string> = { breaking: 'critical', notable: 'normal', additive: 'minor' };

export function writeDriftAllure(dir: string, findings: readonly Finding[], at = Date.now()): void {
  mkdirSync(dir, { recursive: true });
  removeEarlierDrift(dir);
  const writer = new FileSystemWriter({ resultsDir: dir });
  for (const f of findings) {
    const name = `${f.operation}: ${f.kind} at ${f.pointer || '/'}`;
    const id = createHash('sha256').update(`${f.operation}\u0000${f.kind}\u0000${f.where}\u0000${f.pointer}`).digest('hex');
    const result: TestResult = {
      uuid: createHash('sha256').update(`${id}\u0000${at}`).digest('hex').slice(0, 32),
      historyId: id,
      testCaseId: id,
      name,
      fullName: `drift: ${name}`,
      status: STATUS[f.class],
      statusDetails: {
        message: `${f.class}: ${f.detail} (${shown(f.before)} → ${shown(f.after)}); rules: ${f.ruleIds.join(', ')}`,
      },
      stage: Stage.FINISHED,
      start: at,
      stop: at,
      labels: [
        { name: 'suite', value: SUITE },
        { name: 'feature', value: f.operation },
        { name: 'story', value: f.kind },
        { name: 'tag', value: f.class },
        { name: 'severity', value: SEVERITY[f.class] },
      ],
      links: [],
      parameters: [
        { name: 'where', value: `${f.where} ${f.pointer || '/'}` },
        { name: 'before', value: shown(f.before) },
        { name: 'after', value: shown(f.after) },
        { name: 'spec section', value: f.source },
      ],
      description: `Rules that show it: ${f.ruleIds.join(', ')}`,
      steps: [],
      attachments: [],
    };
    writer.writeResult(result);
  }
}

/** Results a previous drift wrote (label suite=drift): a finding that is gone must not stay in the report. */
function removeEarlierDrift(dir: string): void {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('-result.json'))) {
    try {
      const labels = (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { labels?: { name: string; value: string }[] }).labels;
      if (labels?.some((l) => l.name === 'suite' && l.value === SUITE)) rmSync(join(dir, name));
    } catch {
      // Not ours to judge: another writer's file is left alone.
    }
  }
}
