// The audit's sinks (issue 48): each record is handed over as it is judged (written to audit.ndjson and counted into
// groups, never kept), and at the end the tally: the console lines, and the report files in the reports folder
// (summary.md's and junit.xml's own parts, allure-results/, audit.sarif, traffic coverage).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../base/atomic-write.js';
import type { AuditRecord, AuditTally } from '../../audit/types.js';
import { markdownPage } from '../coverage/markdown.js';
import { writeAuditAllure } from './allure.js';
import { auditConsole } from './console.js';
import { trafficCoveragePage } from './coverage-page.js';
import { TrafficGroups } from './groups.js';
import { withSuite } from '../junit-merge.js';
import { SUITE_NAME, trafficTestsuite } from './junit-suite.js';
import { withMarkedSection } from '../marked-section.js';
import { NdjsonFile } from './ndjson.js';
import { auditSarif } from './sarif.js';
import { auditSection, SECTION_END, SECTION_START } from './summary-section.js';
import { trafficCoverage } from './traffic-coverage.js';

export interface AuditSinksOptions {
  /** The reports folder. */
  dir: string;
}

export interface AuditSinks {
  /** Cheap: one line written (in chunks) and a few counts. */
  add(record: AuditRecord): void;
  /** Writes every report file; returns their paths, and the lines the command prints. */
  finish(tally: AuditTally): Promise<{ files: string[]; console: string[] }>;
}

/** The report files audit writes in the reports folder. */
export const AUDIT_FILES = {
  ndjson: 'audit.ndjson',
  /** The tally, for report:merge to add the shards' up. */
  tally: 'audit-tally.json',
  sarif: 'audit.sarif',
  coverageJson: 'traffic-coverage.json',
  coverageMd: 'traffic-coverage.md',
  summary: 'summary.md',
  junit: 'junit.xml',
  allure: 'allure-results',
} as const;

const readIfThere = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export function openAuditSinks(options: AuditSinksOptions): AuditSinks {
  const path = (name: string) => join(options.dir, name);
  const ndjson = new NdjsonFile(path(AUDIT_FILES.ndjson));
  const traffic = new TrafficGroups();
  return {
    add(record) {
      ndjson.write(record);
      traffic.add(record);
    },
    async finish(tally) {
      ndjson.close();
      const groups = traffic.groups();
      const operations = traffic.operations();
      const coverage = trafficCoverage(operations);
      const write = (name: string, content: string) => (writeFileAtomic(path(name), content), path(name));
      const summary = readIfThere(path(AUDIT_FILES.summary));
      const junit = readIfThere(path(AUDIT_FILES.junit));
      const files = [
        path(AUDIT_FILES.ndjson),
        write(AUDIT_FILES.tally, `${JSON.stringify(tally, null, 2)}\n`),
        write(AUDIT_FILES.sarif, auditSarif(groups)),
        write(AUDIT_FILES.coverageJson, `${JSON.stringify(coverage, null, 2)}\n`),
        write(AUDIT_FILES.coverageMd, markdownPage(trafficCoveragePage(coverage))),
        write(
          AUDIT_FILES.summary,
          withMarkedSection(summary, SECTION_START, SECTION_END, auditSection(tally, traffic, coverage)),
        ),
        write(AUDIT_FILES.junit, withSuite(junit, SUITE_NAME, trafficTestsuite(groups, operations, tally.durationMs))),
      ];
      writeAuditAllure(options.dir, tally, groups, operations);
      return { files: [...files, path(AUDIT_FILES.allure)], console: auditConsole(tally, traffic) };
    },
  };
}
