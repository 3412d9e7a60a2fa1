// The request of every philsysQRCheck rule of the harness (issue 9 contract), written from its description: one text
// part `value` (the raw QR texts of fixtures/inputs/qr-values.json, or a sandbox test value), the v1 headers.
import { readFileSync } from 'node:fs';
import { TEST_VALUES } from '../../sandbox/test-values.js';
import { v1Headers, WRONG_KEY } from './helpers.js';
import type { RuleRequest } from './rule-requests.js';

interface QrValue {
  name: string;
  value: string;
}

const QR_VALUES = (
  JSON.parse(readFileSync(new URL('../../fixtures/inputs/qr-values.json', import.meta.url), 'utf8')) as { values: QrValue[] }
).values;

/** The raw QR text of fixtures/inputs/qr-values.json by its name (`digital-id`, `philsys-card`, `invalid-text`...). */
export function qrValue(name: string): string {
  const found = QR_VALUES.find((v) => v.name === name);
  if (found === undefined) throw new Error(`no QR value "${name}" in fixtures/inputs/qr-values.json`);
  return found.value;
}

const qr =
  (value: string | undefined, headers: Record<string, string | undefined> = {}) =>
  (): RuleRequest => ({
    path: '/v1/PhilsysQRCheck',
    body: {},
    parts: value === undefined ? [] : [{ name: 'value', value }],
    headers: v1Headers(headers),
  });

const V = TEST_VALUES;
const DIGITAL_ID = qrValue('digital-id');

/** The gating rules: each has a fault in sandbox/faults/philsysQRCheck.ts. */
export const PHILSYS_QR_CHECK_RULE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'philsysQRCheck.qr.digital-id': qr(DIGITAL_ID),
  'philsysQRCheck.qr.philsys-card': qr(qrValue('philsys-card')),
  'philsysQRCheck.qr.ephilid': qr(qrValue('ephilid')),
  'philsysQRCheck.qr.national-id-signed': qr(qrValue('national-id-signed')),
  'philsysQRCheck.value.empty': qr(''),
  'philsysQRCheck.qr.invalid': qr(qrValue('invalid-text')),
  'philsysQRCheck.qr.truncated': qr(qrValue('invalid-truncated')),
  'philsysQRCheck.credentials.missing': qr(DIGITAL_ID, { appid: undefined, appkey: undefined }),
  'philsysQRCheck.credentials.wrong': qr(DIGITAL_ID, WRONG_KEY),
  'philsysQRCheck.access.denied': qr(DIGITAL_ID, { appid: V.noAccess.appId, appkey: V.noAccess.appKey }),
  'philsysQRCheck.server.internal-error': qr(V.philsysQr.serverError),
  'philsysQRCheck.upstream.unavailable': qr(V.philsysQr.unavailable),
};

/** The probes: observed only, so no fault; no fault may change their answers. */
export const PHILSYS_QR_CHECK_PROBE_REQUESTS: Readonly<Record<string, () => RuleRequest>> = {
  'philsysQRCheck.value.missing': qr(undefined),
  'philsysQRCheck.transactionId.missing': qr(DIGITAL_ID, { transactionid: undefined }),
};
