// The sandbox's test values, like a payment provider's test cards: the documents leave these to the vendor's data, so
// the sandbox decides them here, in one table, and sandbox/README.md lists them. Data only; behaviour reads it.

export interface TestValues {
  /** Credentials registered in the sandbox's "dashboard": both token operations accept exactly these pairs. */
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
}

export const TEST_VALUES: TestValues = {
  credentials: [{ appId: 'sbx_app_3f9c2a', appKey: 'sbx_key_7d41e0b95a' }],
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
};
