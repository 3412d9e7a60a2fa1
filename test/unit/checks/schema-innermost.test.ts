// A body that breaks the `then` of an if/then schema is one finding, at the innermost failing keyword: Ajv's wrapper
// error at the `if` ("must match "then" schema", the whole object as received) is not a second one.
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../../sandbox/faults.js';
import type { Reply } from '../../../sandbox/envelope.js';
import { TEST_VALUES } from '../../../sandbox/test-values.js';
import { CHECKS } from '../../../src/checks/index.js';
import { recordingsDir } from '../../../src/base/paths.js';
import type { OperationId } from '../../../src/model/operations.js';
import { interactionsOf, readRecording, recordingPath } from '../../../src/recording/file.js';
import { innermost } from '../../../src/validators/innermost.js';
import { validateAgainst } from '../../../src/validators/registry.js';
import { checkInput } from './input.js';

/** The sandbox's answer to a rule, as recorded, with one fault of the catalogue applied to it. */
function faulted(operation: OperationId, ruleId: string, faultId: string, sent: Record<string, unknown>): Reply {
  const [recorded] = interactionsOf(readRecording(recordingPath(recordingsDir(), operation, ruleId)));
  const reply: Reply = { status: recorded!.status, body: recorded!.response as Record<string, unknown> };
  const fault = FAULTS.find((f) => f.id === faultId);
  const request = { operation, path: '/', body: { kind: 'json' as const, value: sent }, caller: '127.0.0.1', headers: {} };
  const changed = fault?.apply.reply?.(reply, request as never);
  if (changed === undefined || changed === reply) throw new Error(`${faultId} did not change the recorded answer`);
  return changed;
}

const findings = (operation: OperationId, reply: Reply) =>
  CHECKS.responseSchema(checkInput(operation, { status: reply.status, body: reply.body }, { status: reply.status }));

describe('a broken if/then is reported once, at its innermost keyword', () => {
  it('emailBasic-undeliverable-tenure-zero: emailTenure 0 where an undeliverable address documents null', () => {
    const reply = faulted('emailBasic', 'emailBasic.request.undeliverable', 'emailBasic-undeliverable-tenure-zero', {
      email: TEST_VALUES.emailBasic.undeliverable,
    });
    expect(findings('emailBasic', reply)).toEqual([
      {
        title: 'Response violates schema',
        pointer: '/result/emailTenure',
        expected: 'emailBasic/200.schema.json#/properties/result/then/properties/emailTenure/type: must be null',
        actual: 0,
        keyword: 'type',
        params: { type: 'null' },
      },
    ]);
  });

  it('an INVALID fetchUpiIfsc answer with bank fields: one finding per field, none for /result', () => {
    const [recorded] = interactionsOf(
      readRecording(recordingPath(recordingsDir(), 'fetchUpiIfsc', 'fetchUpiIfsc.vpa.invalid-returns-200')),
    );
    const body = structuredClone(recorded!.response) as { result: Record<string, unknown> };
    body.result.ifsc = 'HDFC0000001';
    (body.result.ifscDetails as Record<string, unknown>).bank = 'HDFC Bank';
    const found = findings('fetchUpiIfsc', { status: 200, body });
    expect(found.map((f) => [f.pointer, f.keyword])).toEqual([
      ['/result/ifsc', 'type'],
      ['/result/ifscDetails/bank', 'type'],
    ]);
  });

  it('validateAgainst gives the inner error alone', () => {
    const reply = faulted('emailBasic', 'emailBasic.request.undeliverable', 'emailBasic-undeliverable-tenure-zero', {
      email: TEST_VALUES.emailBasic.undeliverable,
    });
    expect(validateAgainst('emailBasic/200.schema.json', reply.body).map((e) => e.keyword)).toEqual(['type']);
  });
});

describe('innermost', () => {
  const error = (instancePath: string, schemaPath: string, keyword: string) => ({
    instancePath,
    schemaPath,
    keyword,
    params: {},
  });
  it('drops nested if wrappers (then and else), keeps every other error', () => {
    const errors = [
      error('/a', '#/then/properties/a/else/type', 'type'),
      error('/a', '#/then/properties/a/if', 'if'),
      error('', '#/if', 'if'),
      error('/b', '#/properties/b/anyOf/0/type', 'type'),
      error('/b', '#/properties/b/anyOf', 'anyOf'),
    ];
    expect(innermost(errors)).toEqual([errors[0], errors[3], errors[4]]);
  });
  it('keeps a wrapper with nothing said at or under its instance, so a refusal is never silent', () => {
    const errors = [error('/ab', '#/properties/ab/type', 'type'), error('/a', '#/properties/a/if', 'if')];
    expect(innermost(errors)).toEqual(errors);
  });
});
