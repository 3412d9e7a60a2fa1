// What a case expects, in words for its Allure page: the whole expectation as one line (a parameter, and the judged
// request's step name), and what each check holds the answer to (its step's name). A table, one entry per check.
import type { CheckName } from '../../checks/index.js';
import { ORACLES } from '../../oracles/index.js';
import type { OperationId } from '../../model/operations.js';
import type { Expectation, Rule } from '../../model/types.js';

type Pin = NonNullable<Expectation['pins']>[number];

const pinText = (pin: Pin): string =>
  'equals' in pin
    ? `${pin.pointer} = ${JSON.stringify(pin.equals)}`
    : 'not' in pin
      ? `${pin.pointer} ≠ ${JSON.stringify(pin.not)}`
      : 'none' in pin
        ? `${pin.pointer} absent or empty`
        : `${pin.pointer} not empty`;

function messageText(m: NonNullable<Expectation['message']>): string | undefined {
  // Without a pointer the text is documented but gates nothing (a row whose body shape is not shown).
  if (m.pointer === undefined) return undefined;
  if (m.kind === 'literal') return `${JSON.stringify(m.text)} at ${m.pointer}`;
  if (m.kind === 'template') return `${JSON.stringify(m.text)} naming ${m.names?.[0] ?? ''} at ${m.pointer}`;
  return m.names?.length ? `naming ${m.names.join(', ')} at ${m.pointer}` : undefined;
}

const status = (e: Expectation) =>
  e.anyStatus
    ? 'any status (the document shows none)'
    : e.refused
      ? 'a refusal: any 4xx (the document shows none), never a 2xx'
      : `status ${e.status}`;

/** What each check holds for this expectation; undefined where it holds nothing for the rule (no step is shown). */
export const CHECK_EXPECTS: Record<CheckName, (e: Expectation, operation: OperationId) => string | undefined> = {
  statusCode: status,
  contentType: (e) =>
    `application/json${e.textAllowed ? ` (or text/plain on ${e.status})` : ''}${e.anyBody ? ` (anything on ${e.status}: no body shown)` : ''}`,
  jsonBody: () => 'a body that parses as JSON',
  statusCodeMirror: () => 'statusCode in the body = the HTTP status',
  responseSchema: (e, op) =>
    e.anyBody || e.refused
      ? undefined
      : e.anyStatus
        ? 'the envelope documented for the status that came, if any'
        : `schemas/${op}/${e.status}${e.variant ? `.${e.variant}` : ''}.schema.json`,
  variant: (e) => (e.pins?.length ? e.pins.map(pinText).join(', ') : undefined),
  errorCode: (e) => e.errorCode,
  message: (e) => (e.message ? messageText(e.message) : undefined),
  absentField: (e) => (e.absent?.length ? `absent: ${e.absent.join(', ')}` : undefined),
  echoedField: (e) => (e.echo?.length ? e.echo.map((x) => `${x.response} echoes ${x.request}`).join(', ') : undefined),
  eventFields: (e) => (e.event ? `event ${e.event.type} of this parse` : undefined),
  later: (e) =>
    e.later
      ? [
          `event ${e.later.event}`,
          ...(e.later.says ? [`results say ${JSON.stringify(e.later.says)}`] : []),
          ...(e.later.saysNone ?? []).map((t) => `results never say ${JSON.stringify(t)}`),
        ].join(', ')
      : undefined,
  oracles: (e, op) => (ORACLES[op] && (e.anyStatus || e.status === 200) ? "a 200's figures add up (the oracles)" : undefined),
};

/** The rule's expectation in one line: "status 400 · errorCode invalid_request_body · message "…" at /error". */
export function expectsLine(rule: Pick<Rule, 'operation' | 'expect' | 'strength'>): string {
  const e = rule.expect;
  if (e === undefined) return 'nothing documented: what comes back is recorded (a probe)';
  const parts = [
    status(e),
    ...(e.errorCode ? [`errorCode ${e.errorCode}`] : []),
    ...(e.message && messageText(e.message) ? [`message ${messageText(e.message) as string}`] : []),
    ...(e.pins?.length ? e.pins.map(pinText) : []),
    ...(e.absent?.length ? [`absent: ${e.absent.join(', ')}`] : []),
    ...(e.echo?.length ? e.echo.map((x) => `${x.response} echoes ${x.request}`) : []),
    ...(e.event ? [`event ${e.event.type}`] : []),
    ...(e.later ? [`later: ${CHECK_EXPECTS.later(e, rule.operation) as string}`] : []),
  ];
  return `${rule.strength === 'probe' ? 'a guess, never gating: ' : ''}${parts.join(' · ')}`;
}
