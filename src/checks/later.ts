// What followed an accepted answer (Expectation.later): the documents leave a parse's month errors without a status, so
// a vendor may accept the parse (202) and report the error later, in the event and the results. Such an answer is held
// to that later reading: the event of its transactionId (when one came) is of the expected type, and the results carry
// the error's text, or none of the texts that would revoke the acceptance.
import { readEvent } from './event-shape.js';
import type { Check, Finding } from './check.js';
import { normaliseMessage } from './message.js';
import { escapeToken } from '../base/json-pointer.js';

/** Every string in a body (a text body is one): where a message may stand in results whose failure shape is not shown. */
function texts(body: unknown, at = ''): { pointer: string; text: string }[] {
  if (typeof body === 'string') return [{ pointer: at, text: body }];
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => texts(value, `${at}/${escapeToken(key)}`));
}

/** Where a body says a text (quotes and case normalised), or undefined: the body's texts normalised once, not per text. */
function sayer(body: unknown): (text: string) => string | undefined {
  const normalised = texts(body).map((t) => ({ pointer: t.pointer, text: normaliseMessage(t.text) }));
  return (text) => {
    const wanted = normaliseMessage(text);
    return normalised.find((t) => t.text.includes(wanted))?.pointer;
  };
}

/** The answer as a value, not a text cut here: the case's scrubber takes each vendor string whole before the value is
 * cut to an excerpt (src/case/verdict.ts). */
const brief = (status: number, body: unknown): { status: number; body: unknown } => ({ status, body });

export const later: Check = ({ exchange, response, expect }) => {
  const want = expect.later;
  if (want === undefined || response.status < 200 || response.status >= 300) return [];
  const judged = exchange.judged ?? exchange.steps.length - 1;
  const out: Finding[] = [];
  const event = exchange.events.find((e) => e.afterStep === judged + 1);
  // Only its type: an event of another shape, or none, is the webhookEvent rules' to judge.
  const read = event === undefined ? undefined : readEvent(event.body);
  if (read !== undefined && !('problem' in read) && read.fields.type !== want.event)
    out.push({
      title: 'Event does not match its parse',
      pointer: '/type',
      expected: want.event,
      actual: read.fields.type,
      step: judged + 1,
    });
  const steps = exchange.steps.length;
  const answer = steps > judged + 1 ? exchange.steps.at(-1)?.attempts.at(-1)?.response : undefined;
  const said = answer === undefined ? undefined : sayer(answer.body);
  if (want.says !== undefined && said?.(want.says) === undefined)
    out.push({
      title: 'Wrong message',
      pointer: '',
      expected: `results that say "${want.says}"`,
      actual: answer === undefined ? 'no results were asked for' : brief(answer.status, answer.body),
      step: steps,
    });
  for (const text of want.saysNone ?? []) {
    const at = said?.(text);
    if (at !== undefined)
      out.push({
        title: 'Refused after it was accepted',
        pointer: at,
        expected: `results that do not say "${text}"`,
        actual: text,
        step: steps,
      });
  }
  return out;
};
