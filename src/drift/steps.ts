// The answers of a rule's steps compared in order: status, headers, latency, body, and on the judged (last) step the
// documented message and errorCode.
import type { RecordingFile } from '../recording/file.js';
import { latencyRank } from '../recording/latency.js';
import type { Rule } from '../model/types.js';
import { type Answer, answersOf } from './answers.js';
import { compareBodies } from './body.js';
import type { SetContext } from './context.js';
import type { Found } from './found.js';
import { escapeToken } from '../base/json-pointer.js';
import { textDifferences } from './texts.js';
import { ABSENT } from './types.js';

const lowerKeys = (h: Record<string, string>) => new Map(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

function headerDifferences(x: Answer, y: Answer): Found[] {
  const [b, c] = [lowerKeys(x.interaction.rawHeaders), lowerKeys(y.interaction.rawHeaders)];
  const at = { step: x.step, where: 'headers' as const };
  return [
    ...[...b].flatMap(([name, value]): Found[] =>
      c.has(name)
        ? []
        : [
            {
              ...at,
              kind: 'header-removed',
              pointer: `/${escapeToken(name)}`,
              before: value,
              after: ABSENT,
              detail: `no ${name} header`,
            },
          ],
    ),
    ...[...c].flatMap(([name, value]): Found[] =>
      b.has(name)
        ? []
        : [
            {
              ...at,
              kind: 'header-added',
              pointer: `/${escapeToken(name)}`,
              before: ABSENT,
              after: value,
              detail: `a new ${name} header`,
            },
          ],
    ),
  ];
}

/** A later bucket is slower; a recording without one (made before latency was kept) says nothing. */
function latencyDifference(x: Answer, y: Answer): Found[] {
  const [before, after] = [x.interaction.latency, y.interaction.latency];
  if (before === undefined || after === undefined) return [];
  const [b, c] = [latencyRank(before), latencyRank(after)];
  if (b < 0 || c <= b) return [];
  return [
    { kind: 'slower', step: x.step, where: 'latency', pointer: '', before, after, detail: `answered in ${after}, was ${before}` },
  ];
}

function answerDifferences(rule: Rule | undefined, x: Answer, y: Answer, context: SetContext, judged: boolean): Found[] {
  const { operation } = x;
  const status = x.interaction.status;
  if (status !== y.interaction.status)
    // Another status is another answer: its body is not compared field by field.
    return [
      {
        kind: 'status-changed',
        step: x.step,
        where: 'status',
        pointer: '',
        before: status,
        after: y.interaction.status,
        detail: `HTTP ${status} → ${y.interaction.status}${operation === y.operation ? '' : ` (${operation} → ${y.operation})`}`,
      },
    ];
  const scope = {
    operation,
    status,
    event: false,
    elsewhere: (p: string) => context.candidate(operation, status).has(p),
    known: (p: string) => context.baseline(operation, status).get(p)?.values,
  };
  const texts = judged && rule ? textDifferences(rule, x, y) : [];
  const body = compareBodies(scope, x.interaction.response, y.interaction.response)
    .filter((f) => !texts.some((t) => t.pointer === f.pointer))
    .map((f): Found => ({ ...f, step: x.step, where: 'body' }));
  return [...headerDifferences(x, y), ...latencyDifference(x, y), ...body, ...texts];
}

export function stepDifferences(
  rule: Rule | undefined,
  baseline: RecordingFile,
  candidate: RecordingFile,
  context: SetContext,
): Found[] {
  const [b, c] = [answersOf(baseline), answersOf(candidate)];
  const out: Found[] = [];
  for (let i = 0; i < Math.max(b.length, c.length); i++) {
    const [x, y] = [b[i], c[i]];
    if (x && y) out.push(...answerDifferences(rule, x, y, context, i === b.length - 1 && i === c.length - 1));
    else
      out.push({
        kind: 'status-changed',
        step: i + 1,
        where: 'status',
        pointer: '',
        before: x?.interaction.status ?? ABSENT,
        after: y?.interaction.status ?? ABSENT,
        detail: x ? `the candidate's flow has no step ${i + 1}` : `step ${i + 1} is only in the candidate's flow`,
      });
  }
  return out;
}
