// Money as integer paise, so sums and balance chains are exact; rupees (a float of two decimals) only on the way out.

/** `1,234.56` or `-1,234.56` (thousands separators optional, exactly two decimals) → paise; undefined otherwise. */
export function parseAmount(text: string): number | undefined {
  const match = /^(-?)(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/.exec(text.trim());
  if (match === null) return undefined;
  const [, sign, whole, decimals] = match;
  const paise = Number(whole!.replaceAll(',', '')) * 100 + Number(decimals);
  return Number.isSafeInteger(paise) ? (sign === '-' ? -paise : paise) : undefined;
}

/** Paise → rupees: the nearest double to the two-decimal value, so it prints as 1234.56. */
export const rupees = (paise: number): number => paise / 100;
