// A section of a shared report file between its own markers (summary.md): a conformance run writes the file wholly,
// exploration and audit replace only their own section (or append it), so all share one CI job summary.

/** The text with the section in place of an earlier one between the same markers, or appended; a start marker without
 * its end (a file cut short) is replaced to the file's end. */
export function withMarkedSection(text: string | undefined, start: string, end: string, section: string): string {
  const before = text ?? '';
  const from = before.indexOf(start);
  if (from < 0) return before.trim() === '' ? `${section}\n` : `${before.trimEnd()}\n\n${section}\n`;
  const to = before.indexOf(end, from);
  const after = to < 0 ? '' : before.slice(to + end.length);
  return `${before.slice(0, from)}${section}${after.startsWith('\n') ? after : `\n${after}`}`;
}
