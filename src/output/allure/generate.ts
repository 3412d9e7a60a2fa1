// `npm run report`: one offline HTML file from an allure-results folder, with the allure 3 CLI and the allure2 plugin.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { homeDir, ROOT } from '../../base/paths.js';
import { abandonHistory, closeHistory, openHistory } from './history.js';
import { thirdPartyHosts } from './hosts.js';

export interface GenerateOptions {
  resultsDir: string;
  outputDir: string;
  /** Default: allurerc.mjs at the package root. */
  configPath?: string;
  /** Where the history files are (src/output/allure/history.ts); unset, the report has no history and keeps none. */
  historyDir?: string;
}

export interface GeneratedReport {
  indexHtml: string;
  durationMs: number;
  /** Hosts the page names that are not known to be non-fetching; a non-empty list means: do not publish. */
  thirdPartyHosts: string[];
  /** The history file, the runs it holds (this one included), whether this run was in it already, lines dropped, and the
   * flags that narrowed the run (its own series, not the target's trend). */
  history?: { file: string; runs: number; again: boolean; dropped: number; selection?: string };
  /** Why the run was added to no history (an incomplete run, a shard, results that do not say). */
  leftOut?: string;
}

export class ReportError extends Error {
  override name = 'ReportError';
}

/** The allure package's CLI, wherever npm put the package (a team's install hoists it beside this one). */
function allureCli(): string {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('allure')), '..', 'cli.js');
  } catch {
    return join(ROOT, 'node_modules', 'allure', 'cli.js');
  }
}

function checkResults(resultsDir: string): void {
  const results = existsSync(resultsDir) ? readdirSync(resultsDir).filter((f) => f.endsWith('-result.json')) : [];
  if (results.length === 0)
    throw new ReportError(`no Allure results in ${resultsDir}: run npm run conformance first (it writes them there)`);
}

function runCli(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    // ALLURE_NO_ANALYTICS: the allure2 page would otherwise embed Google's tag.
    const child = spawn(process.execPath, [allureCli(), ...args], {
      cwd: homeDir(),
      env: { ...process.env, ...env, ALLURE_NO_ANALYTICS: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new ReportError(`allure generate exited with ${code}:\n${output.trim()}`)),
    );
  });
}

/** Generates `<outputDir>/index.html` (the folder is replaced) and lists any third-party host the page names. */
export async function generateAllureReport(options: GenerateOptions): Promise<GeneratedReport> {
  checkResults(options.resultsDir);
  if (!existsSync(allureCli())) throw new ReportError(`the allure CLI is not installed (${allureCli()}): run npm ci`);
  const started = performance.now();
  rmSync(options.outputDir, { recursive: true, force: true });
  const opened = options.historyDir === undefined ? undefined : openHistory(options.resultsDir, options.historyDir);
  const history = opened && 'leftOut' in opened ? undefined : opened;
  try {
    await runCli(
      [
        'generate',
        options.resultsDir,
        '--output',
        options.outputDir,
        '--config',
        options.configPath ?? join(ROOT, 'allurerc.mjs'),
      ],
      history ? { VTS_ALLURE_HISTORY_FILE: history.workingCopy } : { VTS_ALLURE_HISTORY_FILE: '' },
    );
  } catch (err) {
    if (history) abandonHistory(history);
    throw err;
  }
  const indexHtml = join(options.outputDir, 'index.html');
  if (!existsSync(indexHtml)) {
    if (history) abandonHistory(history);
    throw new ReportError(`allure generate wrote no ${indexHtml}: check allurerc.mjs (plugin allure2, singleFile)`);
  }
  return {
    indexHtml,
    durationMs: Math.round(performance.now() - started),
    thirdPartyHosts: thirdPartyHosts(readFileSync(indexHtml, 'utf8')),
    ...(history
      ? {
          history: {
            file: history.file,
            runs: closeHistory(history, options.resultsDir).runs,
            again: history.again,
            dropped: history.dropped,
            ...(history.selection === undefined ? {} : { selection: history.selection }),
          },
        }
      : {}),
    ...(opened && 'leftOut' in opened ? { leftOut: opened.leftOut } : {}),
  };
}
