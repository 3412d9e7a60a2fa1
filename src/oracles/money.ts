// How the oracles compare money: in integer cents, with one tolerance stated here and nowhere else.

/** A reported figure may differ from the recomputed one by at most 1 cent. Sums in integer cents are exact, so the cent
 * absorbs a vendor's rounding (half-up, half-even, truncated) or float sums; 0.02 off is a wrong figure. */
export const TOLERANCE_CENTS = 1;

/** A figure in whole cents: float noise (0.1 + 0.2) is rounded away. */
export const cents = (amount: number): number => Math.round(amount * 100);

/** Cents back to an amount for a finding: 123456 → 1234.56. */
export const amount = (inCents: number): number => inCents / 100;

/** Whether a reported amount is off the expected cents by more than the tolerance. */
export const offBy = (reported: number, expectedCents: number): boolean =>
  Math.abs(cents(reported) - expectedCents) > TOLERANCE_CENTS;

/** `a` is below `b` by more than the tolerance (a bound broken, not a rounding). */
export const below = (a: number, b: number): boolean => cents(a) < cents(b) - TOLERANCE_CENTS;

export const sumCents = (amounts: number[]): number => amounts.reduce((sum, a) => sum + cents(a), 0);
