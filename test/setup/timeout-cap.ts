// The longest a self-test, a unit test or a hook may take before vitest ends it with its own message ("Test timed out
// in …"): a hang then costs at most this, not the rest of CI's time. Every timeout a test file gives is held to it
// (test/unit/timeout-cap.test.ts); one derived from the harness's budgets (a case's is most of an hour) goes through
// `capped`.
export const TIMEOUT_CAP_MS = 300_000;

/** `ms`, or the cap when it is longer. */
export const capped = (ms: number): number => Math.min(ms, TIMEOUT_CAP_MS);
