// (c) contract/asyncapi.json passes a parser nobody here wrote: @asyncapi/parser reads it with no error diagnostic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';

const ERROR = 0; // DiagnosticSeverity.Error
const text = readFileSync(join(ROOT, 'contract', 'asyncapi.json'), 'utf8');
const errorsOf = async (source: string) => {
  const { document, diagnostics } = await new Parser().parse(source);
  return { document, errors: diagnostics.filter((d) => d.severity === ERROR).map((d) => `${d.path.join('/')}: ${d.message}`) };
};

describe('@asyncapi/parser on contract/asyncapi.json', () => {
  it('parses with no error, the event’s messages and their payloads resolved', async () => {
    const { document, errors } = await errorsOf(text);
    expect(errors).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    const [operation] = document?.operations().all() ?? [];
    expect(operation?.action()).toBe('send');
    const messages = operation?.messages().all() ?? [];
    expect(messages.map((m) => m.id())).toEqual(['webhookEvent.flat', 'webhookEvent.nested']);
    expect(messages.map((m) => m.payload()?.required())).toContainEqual(
      expect.arrayContaining(['type', 'timestamp', 'version', 'id', 'transactionId', 'appId']),
    );
  }, 30_000);

  it('reports an error for a payload $ref to no schema', async () => {
    const { errors } = await errorsOf(
      text.replace('"#/components/schemas/webhookEvent.200.flat"', '"#/components/schemas/none"'),
    );
    expect(errors.join('\n')).toMatch(/none/);
  }, 30_000);
});
