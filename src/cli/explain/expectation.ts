// Part 3 of `vts explain`: what the judged answer is held to, under every reading the documents allow, each in one
// or a few plain lines; a probe's guess is shown as what it is, observed and never gated.
import { AS_STATED } from '../../case/every-reading.js';
import type { Expectation, Rule } from '../../model/types.js';
import { responseSchemaIds } from '../../validators/registry.js';

export interface ShownReading {
  reading: string;
  expect: Expectation;
  /** The schema files the answer is held to: schemas/<operation>/<status>[.<variant>].schema.json. */
  schemas: string[];
}

export interface ShownExpectation {
  strength: Rule['strength'];
  readings: ShownReading[];
  family?: NonNullable<Rule['family']>;
}

function schemasOf(rule: Rule, expect: Expectation): string[] {
  const ids = responseSchemaIds(rule.operation, expect.status);
  const chosen =
    expect.variant === undefined ? ids : ids.filter((id) => id.endsWith(`/${expect.status}.${expect.variant}.schema.json`));
  return chosen.map((id) => `schemas/${id}`);
}

export function shownExpectation(rule: Rule): ShownExpectation {
  const own = rule.expect === undefined ? [] : [{ reading: rule.reading ?? AS_STATED, expect: rule.expect }];
  const readings = [...own, ...(rule.alternatives ?? [])].map((r) => ({ ...r, schemas: schemasOf(rule, r.expect) }));
  return { strength: rule.strength, readings, ...(rule.family === undefined ? {} : { family: rule.family }) };
}

const json = (v: unknown) => JSON.stringify(v);

/** The pin in words: "/result/deliverable = true". */
const pinText = (pin: NonNullable<Expectation['pins']>[number]): string =>
  'equals' in pin
    ? `${pin.pointer} = ${json(pin.equals)}`
    : 'not' in pin
      ? `${pin.pointer} ≠ ${json(pin.not)}`
      : 'none' in pin
        ? `${pin.pointer} absent or empty`
        : `${pin.pointer} not empty`;

function statusText(e: Expectation): string {
  if (e.refused) return `any 4xx (the sandbox answers ${e.status}); a 2xx is a violation, the body is not held`;
  if (e.anyStatus) return `any status (the sandbox answers ${e.status}); the message gates`;
  return `${e.status}${e.anyBody ? ', the body not held' : ''}`;
}

function expectationLines(e: Expectation, schemas: string[]): string[] {
  const lines = [`status ${statusText(e)}`];
  if (!e.refused && !e.anyBody)
    lines.push(schemas.length > 0 ? `schema ${schemas.join(' or ')}` : 'schema none documented for this status');
  if (e.errorCode !== undefined) lines.push(`errorCode ${e.errorCode}`);
  if (e.message !== undefined) {
    const { kind, text, pointer, names } = e.message;
    const where = pointer === undefined ? ' (the body is not shown: documented, not gated)' : ` at ${pointer}`;
    const naming = names === undefined ? '' : `, naming ${names.join(', ')}`;
    lines.push(`message ${kind} ${json(text)}${where}${naming}`);
  }
  if (e.pins !== undefined) lines.push(`pins ${e.pins.map(pinText).join('; ')}`);
  if (e.absent !== undefined) lines.push(`absent ${e.absent.join(', ')}`);
  if (e.echo !== undefined) lines.push(`echo ${e.echo.map((x) => `${x.response} = the request's ${x.request}`).join('; ')}`);
  if (e.event !== undefined) lines.push(`event ${e.event.type}`);
  if (e.later !== undefined) {
    const says = e.later.says === undefined ? '' : `, the results say ${json(e.later.says)}`;
    const none = e.later.saysNone === undefined ? '' : `, and none of ${e.later.saysNone.map(json).join(', ')}`;
    lines.push(`later event ${e.later.event}${says}${none}`);
  }
  if (e.textAllowed) lines.push('a text body conforms');
  return lines;
}

export function expectationTextLines(shown: ShownExpectation): string[] {
  const { readings, family } = shown;
  const many = readings.length > 1;
  const head =
    shown.strength === 'probe'
      ? [`  probe: observed, not gated${readings.length === 0 ? ' (no guess)' : '; the guess:'}`]
      : many
        ? ['  any one of these readings conforms:']
        : [];
  const lines = readings.flatMap(({ reading, expect, schemas }, i) => {
    const body = expectationLines(expect, schemas);
    return many ? [`  ${i + 1}. ${reading}`, ...body.map((l) => `     ${l}`)] : body.map((l) => `  ${l}`);
  });
  const familyLine = family
    ? [`  family ${family.name}: accepted means ${family.accepted}; refused means ${family.refused}`]
    : [];
  return [...head, ...lines, ...familyLine];
}
