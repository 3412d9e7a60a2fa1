// The documented limits and switches the operations read. A fault may override one of them, which breaks the behaviour
// where it is enforced (and only there) instead of faking a response.

export interface Settings {
  /** Current token operation: `expiry` integer seconds, 1 to 86400. */
  readonly authTokenExpiryMin: number;
  readonly authTokenExpiryMax: number;
  /** Legacy login: `expiry` "must be greater than 0" (so at least 1 second), at most 86400. */
  readonly loginExpiryMin: number;
  readonly loginExpiryMax: number;
  /** The current token operation only answers whitelisted callers. */
  readonly whitelistEnforced: boolean;
  /** `authenticateOnResume` is listed optional, but the document says a missing value is rejected. */
  readonly resumeRequired: boolean;
  /** `mobileNumber` and `email` are "not together". */
  readonly contactExclusive: boolean;
}

export const DOCUMENTED_SETTINGS: Settings = {
  authTokenExpiryMin: 1,
  authTokenExpiryMax: 86_400,
  loginExpiryMin: 1,
  loginExpiryMax: 86_400,
  whitelistEnforced: true,
  resumeRequired: true,
  contactExclusive: true,
};

/** Both token operations default `expiry` to 12 hours (Limits). */
export const DEFAULT_EXPIRY_SECONDS = 43_200;
