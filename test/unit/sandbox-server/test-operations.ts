// Operations that exist only in the sandbox's own tests, served through startSandbox({ extraOperations }): they prove
// what no documented operation uses yet (multipart forms, outbound calls) through the real server.
import { failure, success } from '../../../sandbox/envelope.js';
import type { Operation } from '../../../sandbox/operations/operation.js';

/** The per-part limit of the echo form: small, so tests can cross it with a few bytes. */
export const FORM_PART_LIMIT = 1024;

/**
 * Answers with what it was given: the text fields, and each file's field, name, declared type, sniffed type, size and
 * whether it was over the limit (`oversize`, its bytes drained unread).
 */
export const echoForm: Operation = {
  id: 'echoForm',
  path: '/test/echoForm',
  accepts: { kind: 'multipart', maxPartBytes: FORM_PART_LIMIT },
  async handle(request) {
    if (request.body.kind !== 'multipart') throw new Error(`expected a multipart body, got ${request.body.kind}`);
    const { fields, files } = request.body;
    // A tick of real asynchrony: the server must await the handler, not read a pending promise as the reply.
    await new Promise((resolve) => setImmediate(resolve));
    if (fields.crash !== undefined) throw new Error('test operation asked to crash');
    return success(200, {
      fields,
      files: files.map(({ field, filename, declaredType, type, oversize, bytes }) => ({
        field,
        filename,
        declaredType,
        type: type ?? null,
        size: bytes.length,
        oversize,
      })),
    });
  },
  internalError: failure(500, { error: 'echoForm crashed' }),
};

/** POSTs the JSON body's `payload` to its `url` through the sandbox's outbound, and answers with the delivery. */
export const deliverJson: Operation = {
  id: 'deliverJson',
  path: '/test/deliverJson',
  accepts: { kind: 'json' },
  async handle(request, context) {
    const { url, payload } = (request.body.kind === 'json' ? request.body.value : {}) as { url: string; payload: unknown };
    const { status, error } = await context.outbound.deliver(url, payload, { 'x-test-delivery': 'yes' });
    return success(200, { status: status ?? null, error: error ?? null });
  },
  internalError: failure(500, { error: 'deliverJson crashed' }),
};
