// Times as captures write them, made the ISO 8601 that --since/--until compare: a text date, epoch milliseconds
// (Kong's started_at), epoch seconds with a fraction (Nginx's $msec). A time that is not one is left unsaid.

/** ISO 8601 (UTC, milliseconds) of a date text or epoch milliseconds, less `minusMs`; undefined when it is neither. */
export function isoTime(value: unknown, minusMs = 0): string | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) return undefined;
  const at = new Date(ms - minusMs);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** A non-negative number of a number or a numeric text (Nginx writes "0.120"), else undefined. */
export function count(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
