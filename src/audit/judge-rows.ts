// An exchange judged by the rows its request falls under, through the case's own judge: every row of one request must
// hold; of rows the request may be (two refusals at once, credentials of unknown value), the one the vendor answered,
// and what holds for any request whichever it is. Where no row is told, the rule of any request judges it.
import type { CaseScrubber, Exchange, Rule } from '../model/types.js';
import type { OperationId } from '../model/operations.js';
import { judge, type Judgement } from '../case/verdict.js';
import { anyRequestRule } from './any-request.js';
import type { Rows } from './rows.js';

const ACCEPTED = (status: number) => status >= 200 && status < 300;

/** A refusal's rule answered 2xx: the vendor let in what the documents refuse (the check's own title names a status). */
const accepted = (j: Judgement, rule: Rule, status: number): Judgement =>
  ACCEPTED(status) && rule.expect !== undefined && !ACCEPTED(rule.expect.status)
    ? {
        ...j,
        violations: j.violations.map((v) =>
          v.check === 'statusCode' ? { ...v, title: 'Accepted a request the documents refuse' as const } : v,
        ),
      }
    : j;

/** Whether a reading of `rule` holds nothing of the body of an answer with this status. */
const showsNoBody = (rule: Rule, status: number): boolean =>
  [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)].some(
    (e) => (e?.refused === true && status >= 400 && status < 500) || (e?.anyBody === true && e.status === status),
  );

/** The rule that judged the exchange, and its judgement. `rows.rules` as they are to be held (a capture's flow rule
 * as far as the capture holds its flow); `status`: the judged answer's. */
export function judgeByRows(
  operation: OperationId,
  rows: Pick<Rows, 'rules' | 'all'>,
  exchange: Exchange,
  status: number,
  scrubber?: CaseScrubber,
): { rule: Rule; j: Judgement } {
  const rules = rows.rules.length > 0 ? rows.rules : [anyRequestRule(operation, status)];
  const judged = rules.map((rule) => ({ rule, j: accepted(judge(rule, exchange, scrubber), rule, status) }));
  const failing = judged.filter(({ j }) => j.verdict === 'violation');
  const met = judged.filter(({ j }) => j.verdict !== 'violation');
  // A row met that shows no body for this status (a refusal whose form is not shown) holds none: nor does any request's.
  const anyOne = (): { rule: Rule; j: Judgement } | undefined => {
    if (met.some(({ rule }) => showsNoBody(rule, status))) return undefined;
    const rule = anyRequestRule(operation, status);
    const j = judge(rule, exchange, scrubber);
    return j.verdict === 'violation' ? { rule, j } : undefined;
  };
  const chosen = (rows.all || met.length === 0 ? failing[0] : (anyOne() ?? met[0])) ?? judged[0];
  return chosen as { rule: Rule; j: Judgement };
}
