// Errors a user sees: a stable code and a message that names the fix.
export const ERROR_CODES = {
  VTS_ERR_MISSING_ENV: 'a required environment variable is not set',
  VTS_ERR_NO_RECORDING: 'a rule has no recording',
  VTS_ERR_RECORDING_MISMATCH: 'the request no longer matches its recording',
  VTS_ERR_BAD_RECORDING: 'a recording file does not match its schema',
  VTS_ERR_USAGE: 'a command-line argument is wrong',
  VTS_ERR_NOT_APPLICABLE: 'the target lacks test data a rule needs',
  VTS_ERR_TARGET: 'the target could not be set up',
  VTS_ERR_PROMOTE: 'a candidate recording set could not be promoted',
  VTS_ERR_SET_ASIDE: 'a killed promote left the recording set moved aside, and which to put back is not clear',
  VTS_ERR_DRIFT_SET: 'a recording set to compare is missing or unreadable',
  VTS_ERR_REPORTS: 'the reports folder cannot be written',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export class VtsError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'VtsError';
  }
}
