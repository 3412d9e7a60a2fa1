// A testsuite of its own in reports/junit.xml, which a conformance run writes wholly (the exploration's, the audit's):
// only the suite of that name is replaced (or added last); the others stay.
import { esc } from './junit.js';

// Characters XML 1.0 cannot carry even escaped: one makes the whole file unreadable.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const xml = (s: string): string => esc(s.replace(NOT_XML, '\uFFFD'));

const CLOSE = '</testsuites>';

/** The file with the suite in place of an earlier one of its name (a plain word), or added last; a file that is no `<testsuites>`
 * document becomes one holding the suite alone. */
export function withSuite(junit: string | undefined, name: string, suite: string): string {
  // Text inside a testsuite is escaped, so the first closing tag after its start is its own.
  const own = new RegExp(`[ \\t]*<testsuite name="${name}"[^>]*?(?:/>|>[\\s\\S]*?</testsuite>)`);
  const before = junit ?? '';
  if (own.test(before)) return before.replace(own, () => suite);
  const end = before.lastIndexOf(CLOSE);
  if (end < 0 || !/<testsuites[\s>]/.test(before))
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n${suite}\n${CLOSE}\n`;
  return `${before.slice(0, end).trimEnd()}\n${suite}\n${before.slice(end)}`;
}
