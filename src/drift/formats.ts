// The format class of a string: a date in another form is a breaking change even where the value is a stand-in.

/** First match wins; a string matching none is `other`. MM/DD/YYYY has the shape of DD/MM/YYYY: they are one class. */
export const FORMAT_CLASSES = [
  { id: 'YYYY-MM-DD', pattern: /^\d{4}-\d{2}-\d{2}$/ },
  { id: 'DD/MM/YYYY', pattern: /^\d{2}\/\d{2}\/\d{4}$/ },
  { id: 'ISO date-time', pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/ },
  { id: 'UUID', pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i },
  { id: 'digits', pattern: /^\d+$/ },
] as const;

export type FormatClass = (typeof FORMAT_CLASSES)[number]['id'] | 'other';

/** The class of a string; undefined for an empty one, which has no format to change. */
export const formatOf = (text: string): FormatClass | undefined =>
  text === '' ? undefined : (FORMAT_CLASSES.find((f) => f.pattern.test(text))?.id ?? 'other');

/** The classes of the strings among `values`, sorted. */
export function formatsOf(values: Iterable<unknown>): FormatClass[] {
  const out = new Set<FormatClass>();
  for (const v of values) {
    const f = typeof v === 'string' ? formatOf(v) : undefined;
    if (f !== undefined) out.add(f);
  }
  return [...out].sort();
}
