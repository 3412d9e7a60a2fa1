// The rule's documented texts on its judged answer: the literal message at its pointer, and the errorCode.
import { lookup } from '../base/json-pointer.js';
import type { Rule } from '../model/types.js';
import type { Answer } from './answers.js';
import type { Found } from './found.js';

/** Where the rule reads its documented literal message (its readings' pointers too), and whether it documents errorCode. */
function documentedTexts(rule: Rule): { messages: string[]; errorCode: boolean } {
  const expectations = [rule.expect, ...(rule.alternatives ?? []).map((a) => a.expect)];
  const messages = expectations.flatMap((e) => (e?.message?.kind === 'literal' && e.message.pointer ? [e.message.pointer] : []));
  return { messages: [...new Set(messages)], errorCode: expectations.some((e) => e?.errorCode !== undefined) };
}

export function textDifferences(rule: Rule, x: Answer, y: Answer): Found[] {
  const { messages, errorCode } = documentedTexts(rule);
  const [b, c] = [x.interaction.response, y.interaction.response];
  const changed = (p: string) => {
    const [was, now] = [lookup(b, p).value, lookup(c, p).value];
    return typeof was === 'string' && typeof now === 'string' && was !== now ? { was, now } : undefined;
  };
  const out: Found[] = [];
  const message = messages.find((p) => changed(p));
  const m = message === undefined ? undefined : changed(message);
  if (message !== undefined && m)
    out.push({
      kind: 'message-changed',
      step: x.step,
      where: 'body',
      pointer: message,
      before: m.was,
      after: m.now,
      detail: 'the documented message text changed',
    });
  const code = errorCode ? changed('/errorCode') : undefined;
  if (code)
    out.push({
      kind: 'errorCode-changed',
      step: x.step,
      where: 'body',
      pointer: '/errorCode',
      before: code.was,
      after: code.now,
      detail: 'the documented errorCode changed',
    });
  return out;
}
