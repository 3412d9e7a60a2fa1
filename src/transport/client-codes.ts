// The codes the client gives an attempt's error (Attempt.error.code) besides the network's own; verdicts read them.
export const DEADLINE = 'VTS_DEADLINE';
export const BODY_TOO_LARGE = 'VTS_BODY_TOO_LARGE';
/** Not sent: the host had failed too often. The message starts "host unreachable: not tried". */
export const NOT_TRIED = 'VTS_NOT_TRIED';
/** Set beside the response of a 429/503 whose Retry-After is above the cap: the step stopped there, unretried. */
export const RETRY_AFTER_OVER_CAP = 'VTS_RETRY_AFTER_OVER_CAP';
