// The test-value lists of sandbox/README.md › Test values. The values come from the sandbox's code (TEST_VALUES, its
// records); what each one does is written here, beside the value it explains. A `{key}` is the key of
// fixtures/targets/sandbox.json that hands the value to the harness: the profile must hold that key, with the value shown.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BREACHES, businessRecord, COMPANIES, PREFILL_RECORDS, UPI_ACCOUNTS } from '../../sandbox/records/index.js';
import { TEST_VALUES as T } from '../../sandbox/test-values.js';
import { type Block, code, list } from './blocks.js';

interface Row {
  /** The first column; each `{key}` in it is a key of the sandbox profile. */
  readonly what: string;
  readonly value: string;
  readonly effect: string;
  /** The value the profile holds is shown elsewhere (a file of fixtures/inputs/, a QR text): not held to this cell. */
  readonly profileShownElsewhere?: true;
}

export const PROFILE_FILE = join(import.meta.dirname, '..', '..', 'fixtures', 'targets', 'sandbox.json');
export const sandboxProfile = (): Record<string, string> =>
  (JSON.parse(readFileSync(PROFILE_FILE, 'utf8')) as { data: Record<string, string> }).data;

const codes = (values: readonly string[]) => values.map(code).join(', ');
const pair = (p: { appId: string; appKey: string }) => `${code(p.appId)} / ${code(p.appKey)}`;

const [main, ...otherCredentials] = T.credentials;
if (main === undefined || otherCredentials.length === 0) throw new Error('sandbox/test-values.ts lists no credentials');

const GENERAL: readonly Row[] = [
  {
    what: 'registered credentials',
    value: `appId ${code(main.appId)}, appKey ${code(main.appKey)}`,
    effect: 'accepted by every operation (body for the token operations, `appid`/`appkey` headers for the v1 ones)',
  },
  {
    what: `registered pair without ${T.noAccess.deniedOperations.map(code).join(' and ')} access`,
    value: `appId ${code(T.noAccess.appId)}, appKey ${code(T.noAccess.appKey)}`,
    effect:
      '`emailBasic` 403 `Access Denied`; `philsysQRCheck` 403 `{error: "Invalid credentials", metaData}`; every other operation accepts it',
  },
  {
    what: 'a second account {otherAppId} / {otherAppKey}',
    value: pair(T.otherAccount),
    effect: 'like the main pair everywhere; its parses and their results are its own (the flow exploration asks with it)',
  },
  { what: 'wrong appKey example', value: code(T.wrongAppKey), effect: 'any pair other than the registered one: 401' },
  { what: 'known workflows', value: codes(T.workflows.known), effect: '`authToken` issues a token' },
  {
    what: 'unknown workflow example',
    value: `${code(T.workflows.unknownExample)} (any unlisted id)`,
    effect: '`authToken` 404 `workflow_not_found`',
  },
  {
    what: 'workflow that fails',
    value: code(T.workflows.internalError),
    effect: '`authToken` 500 `internal_server_error` (after the 400/401 checks)',
  },
  { what: 'used transaction ids', value: codes(T.usedTransactionIds), effect: '`authToken` 409 `unique_id_conflict`' },
  {
    what: 'login appId that fails',
    value: `${code(T.loginInternalErrorAppId)} (any appKey)`,
    effect: '`login` 500 `Internal Server Error` (after the 400 checks)',
  },
  { what: 'whitelisted callers', value: codes(T.callers.whitelisted), effect: '`authToken` proceeds' },
  {
    what: 'non-whitelisted caller',
    value: `${code(T.callers.notWhitelistedExample)} (any other address), sent as \`x-forwarded-for\``,
    effect: '`authToken` 401 `unauthorized_access`',
  },
];

const [registeredMobile, ...otherMobiles] = T.prefill.registered;
const company = COMPANIES.find((c) => c.rcNumber === T.cac.rcNumber);
const account = UPI_ACCOUNTS[T.upi.valid.vpa];
if (registeredMobile === undefined || company === undefined || account === undefined)
  throw new Error('sandbox/test-values.ts names a mobile, company or VPA that sandbox/records/ does not hold');
const sparse = otherMobiles.filter((m) => PREFILL_RECORDS[m]?.occupation === null && PREFILL_RECORDS[m]?.email_info.length === 0);
const { businessLegalName, state } = T.secretaryOfState.found;

const V1: readonly Row[] = [
  {
    what: '{deliverableEmail}',
    value: code(T.emailBasic.deliverable),
    effect:
      '`emailBasic` 200, deliverable, not breached (any other well-formed unlisted address too, with domain facts generated from its domain)',
  },
  {
    what: '{undeliverableEmail}',
    value: code(T.emailBasic.undeliverable),
    effect: '200, `deliverable` false, `updateTime`/`expiryTime`/`emailTenure` null, empty breach record',
  },
  {
    what: '{breachedEmail}',
    value: code(T.emailBasic.breached),
    effect: `200, \`breach.isBreached\` true, ${BREACHES.length} breaches (${BREACHES.map((b) => `${b.platformName} ${b.breachDate}`).join(', ')})`,
  },
  { what: '{serverErrorEmail}', value: code(T.emailBasic.serverError), effect: '`emailBasic` 500 `Internal Server Error`' },
  {
    what: 'accepted `eventType` values',
    value: codes(T.emailBasic.eventTypes),
    effect: 'any other present `eventType` → 400 `Invalid event type`',
  },
  {
    what: '{sosBusinessName}, {sosState}',
    value: `${code(businessLegalName)}, ${code(state)}`,
    effect: `\`secretaryOfStateSearch\` 200 with a fixed record (confidenceLevel ${businessRecord(businessLegalName, state, true).confidenceLevel}); any other name in a supported state gets a generated best match (confidenceLevel 55 to 85)`,
  },
  {
    what: 'supported states',
    value: `${codes(T.secretaryOfState.supportedStates)} (two-letter codes, any case)`,
    effect: 'any other state → 404 `State currently not available for Search`',
  },
  {
    what: '{sosUnsupportedState}',
    value: code(T.secretaryOfState.unsupportedExample),
    effect: '404 `State currently not available for Search`',
  },
  {
    what: '{sosDowntimeBusinessName}',
    value: `${code(T.secretaryOfState.downtimeName)} (supported state)`,
    effect: '503 `External vendor downtime`, no Retry-After',
  },
  {
    what: '{sosServerErrorBusinessName}',
    value: `${code(T.secretaryOfState.serverErrorName)} (supported state)`,
    effect: '500 `Internal Server Error` (in `error`)',
  },
  {
    what: '{registeredMobile}',
    value: [
      code(registeredMobile),
      ...(otherMobiles.length > 0
        ? [`(also ${otherMobiles.map((m) => `${code(m)}${sparse.includes(m) ? ': occupation null, no email' : ''}`).join(', ')})`]
        : []),
    ].join(' '),
    effect: '`prefillByMobile` 200 with a bureau record',
  },
  {
    what: '{unregisteredMobile}',
    value: `${code(T.prefill.unregisteredExample)} (any valid unlisted number)`,
    effect: '404 `Mobile number is not registered`',
  },
  { what: '{noBureauMobile}', value: code(T.prefill.noBureau), effect: '422 `Data not found in Bureau`' },
  { what: '{busyMobile}', value: code(T.prefill.busy), effect: '503 `Server Busy`, no Retry-After' },
  { what: '{serverErrorMobile}', value: code(T.prefill.serverError), effect: '500 `Internal Server Error`' },
  {
    what: '{validVpa}, {vpaHolderName}',
    value: `${code(T.upi.valid.vpa)}, ${code(T.upi.valid.name)}`,
    effect: `\`fetchUpiIfsc\` 200, result.status \`VALID\`, ${account.ifsc}, nameAtBank ${code(account.nameAtBank)}`,
  },
  {
    what: '{invalidVpa}',
    value: `${code(T.upi.invalid)} (any well-formed unlisted VPA)`,
    effect: '200 success, result.status `INVALID`, message `VPA is invalid`, every bank field null, vpa echoed',
  },
  { what: '{serverErrorVpa}', value: code(T.upi.serverError), effect: '500 `Internal Server Error`' },
  {
    what: '{rcNumber}',
    value: `${code(T.cac.rcNumber)} (also ${code(`RC${T.cac.rcNumber}`)})`,
    effect: `\`cacBasic\` 200, ${String(company.approvedName)}`,
  },
  {
    what: '{companyName}',
    value: `${code(T.cac.companyName)} (any case-insensitive part of 3+ characters of an approved name)`,
    effect: '200, same company',
  },
  ...COMPANIES.filter((c) => c !== company).map((c) => ({
    what: 'other registry entry',
    value: `RC ${code(String(c.rcNumber))}, ${String(c.approvedName)}`,
    effect: '200',
  })),
  {
    what: '{unknownRc}',
    value: `${code(T.cac.unknownRc)} (any unmatched input, or a name under 3 characters)`,
    effect: "404 `We couldn't find any matching records…`",
  },
  { what: '{serverErrorRc}', value: code(T.cac.serverError), effect: '500 `Internal Server Error`' },
];

/** A row whose values are files of the sandbox profile: their names, taken from the profile. */
const files = (keys: readonly string[], effect: string): Row => {
  const profile = sandboxProfile();
  return {
    what: keys.map((k) => `{${k}}`).join(', '),
    value: keys.map((k) => code(basename(profile[k] ?? `(no ${k} in the profile)`))).join(', '),
    effect,
  };
};

const UPLOADS = (): readonly Row[] => [
  {
    what: '{rateLimitedAppId} / {rateLimitedAppKey}',
    value: pair(T.uploads.rateLimited),
    effect: '`signatureMatching` and `matchFace` 429 (`matchFace`: `Requests rate limit exceeded`, `Retry-After: 0`)',
  },
  {
    what: '{serverErrorAppId} / {serverErrorAppKey}',
    value: pair(T.uploads.serverError),
    effect: '`signatureMatching`, `matchFace` and `bankStatementAnalysis` 500 `Internal Server Error`',
  },
  {
    what: '{busyAppId} / {busyAppKey}',
    value: pair(T.uploads.busy),
    effect: '`matchFace` 503 `DEPENDENCY SERVER BUSY`, `Retry-After: 0`',
  },
  {
    what: '{serverErrorQrValue}',
    value: code(T.philsysQr.serverError),
    effect: '`philsysQRCheck` 500 `{error: "Internal Server Error", metaData}`',
  },
  { what: '{unavailableQrValue}', value: code(T.philsysQr.unavailable), effect: '`philsysQRCheck` 503' },
  {
    what: 'QR values {qrDigitalId}, {qrPhilsysCard}, {qrEphilId}, {qrNationalIdSigned}, {qrInvalid}, {qrTruncated}',
    value: 'the raw texts of `fixtures/inputs/qr-values.json`',
    effect: 'see philsysQRCheck below',
    profileShownElsewhere: true,
  },
  {
    what: 'the face and signature images ({faceSelfie}, {faceId}, {signatureImage}…)',
    value: 'files of `fixtures/inputs/`',
    effect: 'decided by their SHA-256: see Upload test images',
    profileShownElsewhere: true,
  },
  files(['signatureImage', 'signatureImageSameSigner'], '`signatureMatching` 200, match `yes` (score 0.93)'),
  files(['signatureImageOtherSigner'], '200, match `no` (score 0.2)'),
  files(['signatureImageJpeg', 'signatureImageTiff'], '200 (TIFF accepted)'),
  files(['signatureImageGif'], '400 `Unsupported Document Format`'),
  files(['signatureImageBlank'], '400 `No signature detected` + metaData.requestId'),
  files(['signatureImageTwo'], '400 `Multiple signatures detected`'),
  files(['signedDocument'], '200 with `disableCompliance1=yes`; without it 400 not compliant'),
  files(['unsignedDocument'], '400 `No signature detected` (with `disableCompliance1=yes`)'),
  {
    what: '{qrNoAccessAppId} / {qrNoAccessAppKey}',
    value: `the no-access pair ${pair(T.noAccess)}`,
    effect: 'also `philsysQRCheck` 403 `Invalid credentials`',
  },
];

const keysOf = (what: string) => [...what.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
const shownAs = (profileValue: string) =>
  profileValue.startsWith('fixtures/') ? code(basename(profileValue)) : code(profileValue);

/** Every `{key}` of a row is in the profile with the value the row shows; a value of TEST_VALUES no row shows is an error. */
function checked(rows: readonly Row[]): readonly Row[] {
  const profile = sandboxProfile();
  for (const row of rows)
    for (const key of keysOf(row.what)) {
      const value = profile[key];
      if (value === undefined)
        throw new Error(`sandbox/README.md › Test values names {${key}}, which fixtures/targets/sandbox.json does not hold`);
      if (!row.profileShownElsewhere && !row.value.includes(shownAs(value)))
        throw new Error(
          `fixtures/targets/sandbox.json gives {${key}} the value "${value}", but the sandbox's row shows ${row.value}: ` +
            'make the profile and sandbox/test-values.ts agree',
        );
    }
  return rows;
}

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [];

/** The three lists, after checking that together they show every value sandbox/test-values.ts holds. */
function lists(): { general: string; v1: string; uploads: string } {
  const all = [GENERAL, V1, UPLOADS()].map(checked);
  const shown = all.flat().map((r) => `${r.what} ${r.value}`);
  const missing = leaves(T).filter((v) => !shown.some((cellText) => cellText.includes(code(v))));
  if (missing.length > 0)
    throw new Error(
      `sandbox/test-values.ts holds ${missing.map((v) => `"${v}"`).join(', ')}, which no row of sandbox/README.md › Test values shows: ` +
        'add a row in scripts/docs/test-values.ts',
    );
  const [general, v1, uploads] = all.map((rows) => list(rows.map((r) => `${r.what}: ${r.value} → ${r.effect}`))) as [
    string,
    string,
    string,
  ];
  return { general, v1, uploads };
}

const SOURCE = 'sandbox/test-values.ts';
export const TEST_VALUE_BLOCKS: readonly Block[] = [
  { name: 'test values', source: SOURCE, render: () => lists().general },
  { name: 'v1 test values', source: `${SOURCE} and sandbox/records/`, render: () => lists().v1 },
  { name: 'upload test values', source: `${SOURCE} and fixtures/targets/sandbox.json`, render: () => lists().uploads },
];
