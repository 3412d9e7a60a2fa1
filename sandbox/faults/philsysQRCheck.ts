// Faults of philsysQRCheck: one per gating rule. The four QR rules key on the qrType of the answer, the invalid ones
// on the kind of value sent (text that is not JSON, or JSON cut short), the others on the documented messages.
import type { Reply } from '../envelope.js';
import { QR_ERRORS as E } from '../operations/philsysQRCheck.js';
import type { SeenRequest } from '../operations/operation.js';
import { type Fault, isStatus, onReply, renamed, withBody, withStatus, without, unauthenticated } from './kit.js';

const op = 'philsysQRCheck';

const valueOf = (request: SeenRequest): string | undefined =>
  request.body.kind === 'multipart' ? request.body.fields.value : undefined;
const errorMessage = (reply: Reply): unknown => (reply.body.error as { message?: unknown } | undefined)?.message;
const isQrType = (qrType: string) => (reply: Reply) =>
  reply.status === 200 && (reply.body.result as { meta?: { qrType?: unknown } }).meta?.qrType === qrType;
/** A 422 for a value that is, or is not, JSON cut short. */
const invalid = (json: boolean) => (reply: Reply, request: SeenRequest) =>
  reply.status === 422 && (valueOf(request)?.trim().startsWith('{') ?? false) === json;

/** Replace `result.data` with what `change` makes of it (a copy). */
const withData =
  (change: (data: Record<string, unknown>) => Record<string, unknown>) =>
  (reply: Reply): Reply => {
    const result = structuredClone(reply.body.result) as { data: Record<string, unknown> };
    return { ...reply, body: { ...reply.body, result: { ...result, data: change(result.data) } } };
  };
const withoutField =
  (name: string) =>
  ({ [name]: _dropped, ...rest }: Record<string, unknown>) =>
    rest;

export const PHILSYS_QR_CHECK_FAULTS: readonly Fault[] = [
  {
    id: 'philsysQRCheck-digital-id-without-digitalId',
    breaks: 'philsysQRCheck.qr.digital-id',
    describe: 'a Digital ID QR is answered with an empty result.data: digitalId missing',
    apply: { reply: onReply(op, isQrType('Digital ID'), withData(withoutField('digitalId'))) },
  },
  {
    id: 'philsysQRCheck-philsys-card-fingers-string',
    breaks: 'philsysQRCheck.qr.philsys-card',
    describe: 'a Philsys Card QR gets bestFingerCaptured as the QR\'s text "[1,6]", documented an array',
    apply: {
      reply: onReply(
        op,
        isQrType('Philsys Card'),
        withData((data) => ({ ...data, bestFingerCaptured: JSON.stringify(data.bestFingerCaptured) })),
      ),
    },
  },
  {
    id: 'philsysQRCheck-ephilid-without-image',
    breaks: 'philsysQRCheck.qr.ephilid',
    describe: 'an ePhilId QR is answered without data.image: only the Philsys Card fields',
    apply: { reply: onReply(op, isQrType('ePhilId'), withData(withoutField('image'))) },
  },
  {
    id: 'philsysQRCheck-national-id-signed-issuedAt-number',
    breaks: 'philsysQRCheck.qr.national-id-signed',
    describe: "a National ID Signed QR gets issuedAt as the QR's epoch seconds (a number), documented a string",
    apply: {
      reply: onReply(
        op,
        isQrType('National ID Signed'),
        withData((data) => ({ ...data, issuedAt: Date.parse(String(data.issuedAt)) / 1000 })),
      ),
    },
  },
  {
    id: 'philsysQRCheck-empty-value-message-flat',
    breaks: 'philsysQRCheck.value.empty',
    describe: 'an empty value gets `error` as a string instead of `error.message` (a missing value keeps its answer)',
    apply: {
      reply: onReply(
        op,
        (reply, request) => errorMessage(reply) === E.required && valueOf(request) !== undefined,
        withBody({ error: E.required }),
      ),
    },
  },
  {
    id: 'philsysQRCheck-invalid-text-400',
    breaks: 'philsysQRCheck.qr.invalid',
    describe: 'a value that is not a QR format (plain text) is answered 400 instead of 422',
    apply: { reply: onReply(op, invalid(false), withStatus(400)) },
  },
  {
    id: 'philsysQRCheck-truncated-without-metaData',
    breaks: 'philsysQRCheck.qr.truncated',
    describe: 'a QR value cut short (broken JSON) is refused 422 without metaData',
    apply: { reply: onReply(op, invalid(true), without('metaData')) },
  },
  {
    id: 'philsysQRCheck-no-credentials-in-error',
    breaks: 'philsysQRCheck.credentials.missing',
    describe: 'missing credentials get their text in `error` instead of `message`',
    apply: { reply: onReply(op, unauthenticated, renamed('message', 'error')) },
  },
  {
    id: 'philsysQRCheck-access-denied-error-object',
    breaks: 'philsysQRCheck.access.denied',
    describe: 'the no-access pair gets `error.message` instead of the documented `error` string',
    apply: { reply: onReply(op, isStatus(403), withBody({ error: { message: E.denied } })) },
  },
  {
    id: 'philsysQRCheck-500-without-metaData',
    breaks: 'philsysQRCheck.server.internal-error',
    describe: 'the 500 drops metaData, which the row documents',
    apply: { reply: onReply(op, isStatus(500), without('metaData')) },
  },
  {
    id: 'philsysQRCheck-503-as-200',
    breaks: 'philsysQRCheck.upstream.unavailable',
    describe: 'the upstream outage is answered 200 instead of 503',
    apply: { reply: onReply(op, isStatus(503), withStatus(200)) },
  },
  {
    id: 'philsysQRCheck-long-value-500',
    breaks: 'philsysQRCheck.value.over-qr-capacity',
    describe: 'a value over 16 KB, longer than any QR code, is answered with the documented 500 instead of a refusal',
    apply: { reply: onReply(op, isStatus(413), (reply) => withBody({ error: E.internal })(withStatus(500)(reply))) },
  },
  {
    id: 'philsysQRCheck-missing-value-accepted',
    breaks: 'philsysQRCheck.value.missing',
    describe: 'a form without the value part is answered 200 (statusCode 200), its error body kept',
    apply: {
      reply: onReply(op, (reply, request) => reply.status === 400 && valueOf(request) === undefined, withStatus(200)),
    },
  },
];
