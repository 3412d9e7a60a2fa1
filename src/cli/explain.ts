// `vts explain <rule-id>`: one rule end to end on one screen, so following a case needs no tour of the sources: the
// document's row, the requests it sends, what the answer is held to, its recording, the faults that break it and the
// last verdict. Each part is a file of src/cli/explain/.
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { nearest } from '../base/suggestion.js';
import type { Rule } from '../model/types.js';
import { allRules } from '../rules/index.js';
import { flagProblem } from './args.js';
import { documentLines, shownDocument } from './explain/document.js';
import { expectationTextLines, shownExpectation } from './explain/expectation.js';
import { faultLines, shownFaults } from './explain/faults.js';
import { recordingLines, shownRecording } from './explain/recording.js';
import { builtRequests } from './explain/requests.js';
import { requestLines, shownRequests } from './explain/steps.js';
import { shownVerdict, verdictLines } from './explain/verdict.js';
import { say } from './say.js';

export const EXPLAIN_USAGE = `Usage: npm run explain -- <rule-id> [--seed <n>] [--json]

Prints one rule in six parts: the document's section and the table row it holds; the request of every step, built
with the sandbox's test data and the seed (secrets redacted, files by name, type, size and sha256); what the answer is
held to under each reading the documents allow; its recording; the sandbox faults that break it; and its verdict in the
last run's verdicts.json (VTS_REPORTS_DIR or the config's folders.reports). Nothing is sent.

Options:
  --seed <n>  the data seed the requests are built with (default 4242)
  --json      the same as one JSON document
  -h, --help  this text

Exit codes: 0 printed · 2 an unknown rule id or bad usage.`;

const DEFAULT_SEED = 4242;
const OPTIONS = { seed: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** Every part of one rule, as data: what --json prints and the text is rendered from. */
export async function explanation(rule: Rule, seed: number) {
  return {
    rule: { id: rule.id, operation: rule.operation, title: rule.title, strength: rule.strength, severity: rule.severity },
    seed,
    document: shownDocument(rule),
    requests: shownRequests(builtRequests(rule, seed)),
    expectation: shownExpectation(rule),
    recording: shownRecording(rule),
    faults: await shownFaults(rule),
    verdict: shownVerdict(rule),
  };
}

function textOf(rule: Rule, e: Awaited<ReturnType<typeof explanation>>): string[] {
  return [
    `${rule.id} (${rule.strength}, ${rule.severity}): ${rule.title}`,
    '1. Document',
    ...documentLines(e.document),
    '2. Requests',
    ...requestLines(e.requests, e.seed),
    `3. Expected${e.requests.steps.length > 1 ? ` of step ${e.requests.steps.length}` : ''}`,
    ...expectationTextLines(e.expectation),
    '4. Recording',
    ...recordingLines(e.recording, rule.id, e.seed),
    '5. Sandbox faults that break it',
    ...faultLines(rule, e.faults),
    '6. Last verdict',
    ...verdictLines(e.verdict),
  ];
}

function ruleOf(id: string): Rule {
  const rules = allRules();
  const rule = rules.find((r) => r.id === id);
  if (rule !== undefined) return rule;
  const near = nearest(
    id,
    rules.map((r) => r.id),
    3,
  ).join(', ');
  throw new VtsError('VTS_ERR_USAGE', `no rule "${id}"; the closest: ${near} (npm run conformance -- --list lists them all)`);
}

export async function explainCommand(argv: string[], out: (line: string) => void): Promise<number> {
  try {
    let parsed: { values: { seed?: string; json?: boolean; help?: boolean }; positionals: string[] };
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    } catch (err) {
      throw new VtsError('VTS_ERR_USAGE', flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS)));
    }
    const { values, positionals } = parsed;
    if (values.help) return say(out, EXPLAIN_USAGE, 0);
    if (positionals.length !== 1)
      throw new VtsError(
        'VTS_ERR_USAGE',
        `give one rule id, got ${positionals.length}: npm run explain -- emailBasic.email.missing`,
      );
    const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
    if (!(Number.isInteger(seed) && seed > 0))
      throw new VtsError('VTS_ERR_USAGE', `--seed must be a positive integer, got "${values.seed}"`);
    const rule = ruleOf(positionals[0]!);
    const e = await explanation(rule, seed);
    if (values.json) return say(out, JSON.stringify(e, null, 2), 0);
    for (const line of textOf(rule, e)) out(line);
    return 0;
  } catch (err) {
    if (!(err instanceof VtsError)) throw err;
    return say(out, `error ${err.code}: ${err.message}`, 2);
  }
}
