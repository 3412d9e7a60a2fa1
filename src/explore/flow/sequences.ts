// The machines' sequences: a coverage pass naming each state the documents speak of (results before the event, after
// it, asked again, after a re-parse, with another account; a token reused under one workflow and under two, in both
// orders), then sequences of commands drawn with fast-check, each made from the seed and its number alone.
// A finding's sequence is named `flow:<machine>#<n> keep=<i,…>`: what a reproduce line passes.
import fc from 'fast-check';
import { caseSeed } from '../../base/seed.js';
import { VtsError } from '../../base/errors.js';
import { canRun, commandOf, type Desc, type FlowCommand, MAX_PARSES } from './commands.js';
import { initialModel, latest, type Machine, MACHINES, type Model, SLOTS, WORKFLOWS } from './model.js';

/** Requests a sequence sends at most (without a receiver, the results polled for each event come on top). */
export const SEQUENCE_REQUESTS: Record<Machine, number> = { statement: 8, token: 6 };

const FIRST_PARSE: Desc[] = [
  { kind: 'parse', slot: 'A', statement: 0 },
  { kind: 'event', slot: 'A' },
];

const COVERAGE: Record<Machine, Desc[][]> = {
  statement: [
    [FIRST_PARSE[0] as Desc, { kind: 'results', slot: 'A' }],
    [...FIRST_PARSE, { kind: 'results', slot: 'A' }, { kind: 'results', slot: 'A' }],
    [...FIRST_PARSE, { kind: 'results-other', slot: 'A' }],
    [...FIRST_PARSE, { kind: 're-parse', slot: 'A' }, { kind: 'event', slot: 'A' }, { kind: 'results', slot: 'A' }],
  ],
  token: [
    [
      { kind: 'token', slot: 'A', workflow: 'workflowId' },
      { kind: 'token-again', slot: 'A', workflow: 'workflowId' },
    ],
    [
      { kind: 'token', slot: 'A', workflow: 'workflowId' },
      { kind: 'token-again', slot: 'A', workflow: 'otherWorkflowId' },
    ],
    [
      { kind: 'token', slot: 'A', workflow: 'otherWorkflowId' },
      { kind: 'token-again', slot: 'A', workflow: 'workflowId' },
    ],
  ],
};

/** Every command a drawn sequence may take, results weighing most (they are what is explored). */
const CHOICES: Record<Machine, Desc[]> = {
  statement: SLOTS.flatMap((slot): Desc[] => [
    ...Array.from({ length: 3 }, (): Desc => ({ kind: 'results', slot })),
    { kind: 'results-other', slot },
    { kind: 'event', slot },
    { kind: 're-parse', slot },
    { kind: 'parse', slot, statement: 1 },
  ]),
  token: SLOTS.flatMap((slot) =>
    WORKFLOWS.flatMap((workflow): Desc[] => [
      { kind: 'token', slot, workflow },
      { kind: 'token-again', slot, workflow },
      { kind: 'token-again', slot, workflow },
    ]),
  ),
};

/** The model as a sequence expects it to go (every parse accepted, every event come): what a drawn command can follow. */
function assume(m: Model, d: Desc): void {
  const slot = m.parses[d.slot];
  const version = { body: null, step: 0, waited: false, evented: false };
  if (d.kind === 'parse') m.parses[d.slot] = { transactionId: '', versions: [version], asked: 0 };
  if (d.kind === 'parse' || d.kind === 're-parse') m.parsesSent += 1;
  if (d.kind === 're-parse') slot?.versions.push(version);
  if (d.kind === 'event' && slot) Object.assign(latest(slot), { waited: true, evented: true });
  if (d.kind === 'results' && slot && latest(slot).evented) slot.asked += 1;
  if (d.kind === 'token') m.tokens[d.slot] = { transactionId: '', workflow: d.workflow };
}

/** A drawn sequence from its choices: each picks among the commands the expected model lets run next. Not fc.commands:
 * its commands, drawn blind and mostly skipped, are wrapped; a sequence of descriptions is shrunk and named again. */
function drawn(machine: Machine, first: Desc[], choices: number[]): Desc[] {
  const m = initialModel({ otherAppId: '', otherAppKey: '', otherWorkflowId: '' });
  const out: Desc[] = [];
  for (const d of first) {
    assume(m, d);
    out.push(d);
  }
  for (const choice of choices) {
    const open = CHOICES[machine].filter((d) => canRun(m, d));
    const d = open[choice % Math.max(1, open.length)];
    if (d === undefined) break;
    assume(m, d);
    out.push(d);
  }
  return out;
}

const choices = (n: number) => fc.array(fc.nat({ max: 1_000 }), { maxLength: n, size: 'max' });

/** A drawn sequence: a valid first request (the first parse and its event; a token under either workflow), then what
 * fits a sequence's requests (the statement's: after the subscription and the first parse). */
const drawnSequence: Record<Machine, fc.Arbitrary<Desc[]>> = {
  statement: choices(SEQUENCE_REQUESTS.statement - 2).map((c) => drawn('statement', FIRST_PARSE, c)),
  token: fc
    .tuple(fc.constantFrom(...WORKFLOWS), choices(SEQUENCE_REQUESTS.token - 1))
    .map(([workflow, c]) => drawn('token', [{ kind: 'token', slot: 'A', workflow }], c)),
};

export const coverageCount = (machine: Machine): number => COVERAGE[machine].length;

/** The `n`-th sequence of the machine (0-based), as descriptions: the coverage pass first, then drawn ones. */
export function sequenceAt(machine: Machine, seed: number, n: number): Desc[] {
  const coverage = COVERAGE[machine];
  if (n < coverage.length) return coverage[n] as Desc[];
  const [drawn] = fc.sample(drawnSequence[machine], { seed: caseSeed(seed, `flow:${machine}#${n}`), numRuns: 1 });
  return drawn ?? [];
}

/** Whether a budget has room for one more sequence's requests and parses after `spent` (the first always runs). */
export const roomFor = (machine: Machine, budget: number, spent: { requests: number; parses: number }, sent: number): boolean =>
  sent === 0 || (spent.requests + SEQUENCE_REQUESTS[machine] <= budget && spent.parses + MAX_PARSES <= parseBudget(budget));

/** Parses the sequences of a budget may send (each billed on live): a quarter of its requests, at least a sequence's. */
export const parseBudget = (budget: number): number => Math.max(MAX_PARSES, Math.floor(budget / 4));

/** The commands of a sequence, those of `keep` only (all when absent), each at its place in the sequence. */
export const commandsOf = (descs: readonly Desc[], keep?: readonly number[]): FlowCommand[] =>
  descs.flatMap((d, i) => (keep === undefined || keep.includes(i) ? [commandOf(d, i)] : []));

export interface FlowSpec {
  machine: Machine;
  n: number;
  keep?: number[];
}

export const flowSpecText = (s: FlowSpec): string =>
  [`flow:${s.machine}#${s.n}`, ...(s.keep ? [`keep=${s.keep.join(',') || '-'}`] : [])].join(' ');

export function parseFlowSpec(text: string): FlowSpec {
  const usage = (why: string) =>
    new VtsError(
      'VTS_ERR_USAGE',
      `--reproduce "${text}": ${why} (copy the line a finding printed: flow:<${MACHINES.join('|')}>#<n> [keep=<i,…>])`,
    );
  const [head = '', ...rest] = text.trim().split(/\s+/);
  const m = /^flow:(\w+)#(\d+)$/.exec(head);
  if (!m || !(MACHINES as readonly string[]).includes(m[1] as string)) throw usage(`"${head}" is no flow:<machine>#<n>`);
  const spec: FlowSpec = { machine: m[1] as Machine, n: Number(m[2]) };
  for (const part of rest) {
    const [key, value = ''] = part.split('=') as [string, string?];
    if (key !== 'keep' || value === '') throw usage(`"${part}" is not keep=<i,…>`);
    spec.keep = value === '-' ? [] : value.split(',').map(Number);
    if (spec.keep.some((k) => !Number.isInteger(k) || k < 0)) throw usage('keep= takes command numbers');
  }
  return spec;
}
