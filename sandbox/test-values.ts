// The sandbox's test values, like a payment provider's test cards: the documents leave these to the vendor's data, so
// the sandbox decides them here, in one table, and sandbox/README.md lists them. Data only; behaviour reads it.

export interface TestValues {
  /** Credentials registered in the sandbox's "dashboard": every operation accepts exactly these pairs (see noAccess). */
  readonly credentials: readonly { readonly appId: string; readonly appKey: string }[];
  /** An appKey that is registered for no appId: a ready-made "wrong credentials" example. */
  readonly wrongAppKey: string;
  readonly workflows: {
    /** Workflows that exist: a token can be issued for them. */
    readonly known: readonly string[];
    /** An example of a workflowId the sandbox does not know (any id not listed above is unknown). */
    readonly unknownExample: string;
    /** Known to the sandbox, but issuing a token for it simulates a server fault (500). */
    readonly internalError: string;
  };
  /** transactionIds that already have a transaction: a token request with one of them conflicts (409). */
  readonly usedTransactionIds: readonly string[];
  /** The legacy login answers 500 for this appId, whatever the appKey. */
  readonly loginInternalErrorAppId: string;
  readonly callers: {
    /** Addresses whitelisted for the current token operation (loopback, in its IPv4, IPv6 and mapped forms). */
    readonly whitelisted: readonly string[];
    /** A documentation address (RFC 5737) that is not whitelisted: send it in `x-forwarded-for`. */
    readonly notWhitelistedExample: string;
  };
  /** A second account (in `credentials` too), like the main pair everywhere: its parses and their results are its own. */
  readonly otherAccount: { readonly appId: string; readonly appKey: string };
  /** A registered pair (listed in `credentials` too) that lacks access to the operations named: they answer 403. */
  readonly noAccess: { readonly appId: string; readonly appKey: string; readonly deniedOperations: readonly string[] };
  // Registered pairs (in `credentials` too) the upload operations treat specially after their 401 check: rate limited
  // (429 on signatureMatching and matchFace), a server fault (500 on both), busy (503 on matchFace). Every other operation
  // accepts them like the main pair.
  readonly uploads: {
    readonly rateLimited: { readonly appId: string; readonly appKey: string };
    readonly serverError: { readonly appId: string; readonly appKey: string };
    readonly busy: { readonly appId: string; readonly appKey: string };
  };
  /** philsysQRCheck `value`s that simulate a server fault (500) and an upstream that is down (503). */
  readonly philsysQr: { readonly serverError: string; readonly unavailable: string };
  readonly emailBasic: {
    /** Deliverable, never breached. Any other well-formed address not listed here behaves the same way. */
    readonly deliverable: string;
    /** Not deliverable: 200 with deliverable false, the null fields and an empty breach record. */
    readonly undeliverable: string;
    /** Deliverable and found in two breaches. */
    readonly breached: string;
    /** Simulates a server fault (500). */
    readonly serverError: string;
    /** The event types the sandbox accepts in the optional `eventType` (the document lists none). */
    readonly eventTypes: readonly string[];
  };
  readonly secretaryOfState: {
    /** Two-letter state codes the search covers; any other state (a full name too) is "not available" (404). */
    readonly supportedStates: readonly string[];
    /** An example of an unsupported state code. */
    readonly unsupportedExample: string;
    /** A registered business with a fixed record (any other name in a supported state gets a generated best match). */
    readonly found: { readonly businessLegalName: string; readonly state: string };
    /** In a supported state: the upstream registry is down (503). */
    readonly downtimeName: string;
    /** In a supported state: a server fault (500). */
    readonly serverErrorName: string;
  };
  readonly prefill: {
    /** Numbers with a bureau record (10 digits, first 6 to 9). Any other valid number is not registered (404). */
    readonly registered: readonly string[];
    readonly unregisteredExample: string;
    /** Registered, but the bureau has no data (422). */
    readonly noBureau: string;
    /** The service is busy (503). */
    readonly busy: string;
    /** A server fault (500). */
    readonly serverError: string;
  };
  readonly upi: {
    /** A VPA that resolves; the account holder the bank knows. */
    readonly valid: { readonly vpa: string; readonly name: string };
    /** A well-formed VPA that the bank does not know: 200 with result.status INVALID (so is any unlisted VPA). */
    readonly invalid: string;
    /** A server fault (500). */
    readonly serverError: string;
  };
  readonly cac: {
    /** The RC number of a registered company (the record is in sandbox/records.ts). */
    readonly rcNumber: string;
    /** The approved name of that company (a case-insensitive part of a name of 3+ characters also matches). */
    readonly companyName: string;
    /** An RC number no company has (404); so is any other unmatched input. */
    readonly unknownRc: string;
    /** A server fault (500). */
    readonly serverError: string;
  };
}

export const TEST_VALUES: TestValues = {
  credentials: [
    { appId: 'sbx_app_3f9c2a', appKey: 'sbx_key_7d41e0b95a' },
    { appId: 'sbx_app_noaccess_5b2e', appKey: 'sbx_key_noaccess_8c61f0' },
    { appId: 'sbx_app_ratelimited_41c9', appKey: 'sbx_key_ratelimited_9e27d3' },
    { appId: 'sbx_app_servererror_72aa', appKey: 'sbx_key_servererror_05b1c8' },
    { appId: 'sbx_app_busy_3d0f', appKey: 'sbx_key_busy_61e2a4' },
    { appId: 'sbx_app_other_8e15', appKey: 'sbx_key_other_4a92c7' },
  ],
  wrongAppKey: 'sbx_key_wrong_000000',
  workflows: {
    known: ['wf_sandbox_kyc', 'wf_sandbox_onboarding'],
    unknownExample: 'wf_sandbox_unknown',
    internalError: 'wf_sandbox_internal_error',
  },
  usedTransactionIds: ['txn_sandbox_used_0001', 'txn_sandbox_used_0002'],
  loginInternalErrorAppId: 'sbx_app_login_internal_error',
  callers: {
    whitelisted: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    notWhitelistedExample: '203.0.113.7',
  },
  otherAccount: { appId: 'sbx_app_other_8e15', appKey: 'sbx_key_other_4a92c7' },
  noAccess: {
    appId: 'sbx_app_noaccess_5b2e',
    appKey: 'sbx_key_noaccess_8c61f0',
    deniedOperations: ['emailBasic', 'philsysQRCheck'],
  },
  uploads: {
    rateLimited: { appId: 'sbx_app_ratelimited_41c9', appKey: 'sbx_key_ratelimited_9e27d3' },
    serverError: { appId: 'sbx_app_servererror_72aa', appKey: 'sbx_key_servererror_05b1c8' },
    busy: { appId: 'sbx_app_busy_3d0f', appKey: 'sbx_key_busy_61e2a4' },
  },
  philsysQr: { serverError: 'SBX-QR-SERVER-ERROR', unavailable: 'SBX-QR-UPSTREAM-DOWN' },
  emailBasic: {
    deliverable: 'deliverable.sbx@gmail.com',
    undeliverable: 'undeliverable.sbx@gmail.com',
    breached: 'breached.sbx@yahoo.com',
    serverError: 'server-error.sbx@gmail.com',
    eventTypes: ['signup', 'login', 'transaction'],
  },
  secretaryOfState: {
    supportedStates: ['CA', 'DE', 'FL', 'NY', 'TX', 'WA'],
    unsupportedExample: 'AK',
    found: { businessLegalName: 'Golden Gate Robotics Inc', state: 'CA' },
    downtimeName: 'Sandbox Vendor Downtime LLC',
    serverErrorName: 'Sandbox Internal Error Inc',
  },
  prefill: {
    registered: ['9812345670', '9823456781'],
    unregisteredExample: '9000000404',
    noBureau: '9000000422',
    busy: '9000000503',
    serverError: '9000000500',
  },
  upi: {
    valid: { vpa: 'ramesh.kumar@okhdfcbank', name: 'Ramesh Kumar' },
    invalid: 'invalid.sbx@okaxis',
    serverError: 'server-error.sbx@okicici',
  },
  cac: {
    rcNumber: '1498537',
    companyName: 'Lagos Harbour Logistics Limited',
    unknownRc: '9999999',
    serverError: '5000000',
  },
};
