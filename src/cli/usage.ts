// `vts --help`: every command in a line, in the order a team meets them.
import { HARNESS_VERSION } from '../base/version.js';

export const COMMAND_LINES: readonly [command: string, what: string][] = [
  ['init', 'writes vts.config.json, .env.example, a test-data profile, .gitignore lines and a CI workflow'],
  ['conformance', 'runs the rules against a target (replay by default) and writes the reports'],
  ['explain', 'one rule in six parts: its row, requests, expectation, recording, faults and last verdict'],
  ['doctor', 'checks that a live run can start, sending nothing to any operation'],
  ['explore', 'generated requests beyond the documented rows; findings reported, not gating unless asked'],
  ['audit', "a team's captured traffic (HAR, NDJSON, gateway logs) held to every documented rule"],
  ['proxy', "forwards your application's calls to the vendor and judges each exchange as audit does"],
  ['record', 'records the exchanges of a run (--out <folder> for a candidate set)'],
  ['drift', 'compares two recording sets: what the vendor changed'],
  ['record:promote', 'adopts a candidate set of recordings'],
  ['report', 'the Allure report of the last run, with its history'],
  ['merge', "the shards' reports merged into one"],
  ['baseline:update', 'accepts deviations, reviewed'],
  ['applicable:update', 'the rules a target must run, reviewed'],
  ['validate', 'checks a captured answer against the documented envelopes and the oracles'],
  ['contract', 'the contract as OpenAPI 3.1, AsyncAPI 3.0 and TypeScript types'],
  ['coverage', 'every section and row of the documents and the rules that hold it'],
  ['notify', 'sends a test message to the Slack channel and webhook a run tells (--test)'],
  ['config', 'every setting and where it came from (flag, environment, vts.config.json, default)'],
];

export const topUsage = (commands: readonly string[], runner: string): string =>
  [
    `vts-conformance ${HARNESS_VERSION}`,
    '',
    `Usage: ${runner} <command> [flags]   (${runner} <command> --help: its flags)`,
    '',
    ...COMMAND_LINES.filter(([c]) => commands.includes(c)).map(([c, what]) => `  ${c.padEnd(19)}${what}`),
    '',
    'Settings: vts.config.json (found from the working directory up; --config <file> for another), the environment,',
    'flags; docs/config.md. Exit codes: 0 no new violation · 1 a new violation · 2 a harness error or a usage error.',
  ].join('\n');
