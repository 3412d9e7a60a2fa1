// `npm run coverage`: what of the vendor's two documents the rules cover, and the sandbox faults that prove those rules
// can fail: reports/spec-coverage.md for a person, and the same as one offline HTML page beside it.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '../base/atomic-write.js';
import { VtsError } from '../base/errors.js';
import { reportsDir, shownPath } from '../base/paths.js';
import { holdReportsFolder, OWN_FOLDER } from '../base/reports-lock.js';
import { documentIndex } from '../documents/document-index.js';
import { htmlPage } from '../output/coverage/html.js';
import { markdownPage } from '../output/coverage/markdown.js';
import { coveragePage, rowsLine } from '../output/coverage/page.js';
import { type FaultRef, specCoverage } from '../output/coverage/spec-coverage.js';
import { allRules } from '../rules/index.js';
import { flagProblem } from './args.js';
import { say } from './say.js';

export const COVERAGE_USAGE = `Usage: npm run coverage -- [--out <dir>]

Writes spec-coverage.md and spec-coverage.html (one offline page, the same content) to --out (default reports/):
every section and every table row of spec/*.md, the rules that cite it (gating and probes), the sandbox faults that
prove each gating rule can fail, and the rows no gating rule covers, with a total per document. How a row counts as
covered: docs/spec-coverage.md.

Exit codes: 0 written · 2 bad usage, or an --out that cannot be written.`;

/** The sandbox's fault catalogue, read only for its ids and the rules each breaks (src/ may import sandbox/, not back). */
const sandboxFaults = async (): Promise<FaultRef[]> =>
  (await import('../../sandbox/faults.js')).FAULTS.map(({ id, breaks, alsoBreaks }) => ({ id, breaks, alsoBreaks }));

export async function coverageCommand(
  argv: string[],
  out: (line: string) => void,
  faults: () => Promise<FaultRef[]> = sandboxFaults,
): Promise<number> {
  let values: { out?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }).values;
  } catch (err) {
    return say(out, `error: ${flagProblem(err as Error & { code?: string }, ['out', 'help'])}`, 2);
  }
  if (values.help) return say(out, COVERAGE_USAGE, 0);
  const coverage = specCoverage(documentIndex(), allRules(), await faults());
  const blocks = coveragePage(coverage);
  const dir = values.out ?? reportsDir();
  const md = join(dir, 'spec-coverage.md');
  const html = join(dir, 'spec-coverage.html');
  // Into the reports folder (or --out): not beside a run writing its own reports there.
  let release: (() => void) | undefined;
  try {
    release = holdReportsFolder(dir, 'give --out a directory you can write to', OWN_FOLDER);
    writeFileAtomic(md, markdownPage(blocks));
    writeFileAtomic(html, htmlPage(blocks));
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return say(out, `error: cannot write to ${shownPath(dir)} (${code}): give --out a directory you can write to`, 2);
  } finally {
    release?.();
  }
  for (const d of coverage.documents)
    out(`${d.document}: ${rowsLine(d.totals)}; ${d.totals.cited} sections cited of ${d.totals.sections}`);
  const totals = coverage.documents.map((d) => d.totals);
  const sum = (key: 'rows' | 'covered' | 'probed' | 'reasoned' | 'open') => totals.reduce((n, t) => n + t[key], 0);
  out(
    `both: ${rowsLine({
      rows: sum('rows'),
      covered: sum('covered'),
      probed: sum('probed'),
      reasoned: sum('reasoned'),
      open: sum('open'),
      sections: 0,
      cited: 0,
    })}`,
  );
  if (sum('open') > 0) out(`${sum('open')} rows are neither covered, probed nor given a reason: listed on the page`);
  if (coverage.unresolved.length > 0)
    out(`${coverage.unresolved.length} rule sources name no section of the documents: listed on the page`);
  out(`wrote ${shownPath(md)} and ${shownPath(html)}`);
  return 0;
}
