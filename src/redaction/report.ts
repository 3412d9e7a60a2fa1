// What reports write (console lines, verdicts.json, junit.xml, summary.md, Allure results and attachments) is
// scrubbed by one scrubber over the run's credentials and the cases' sensitive values: every one becomes "<redacted>".
import { REDACTED } from './placeholder.js';
import { createScrubber, type Scrubber } from './scrubber.js';

/**
 * Build it once (per case for what a case writes as it finishes, per run for the files rendered at the end) and reuse
 * it. Scrub the values and strings before they are rendered into XML or Markdown: the placeholder is then escaped by
 * the renderer like any text.
 */
export const reportScrubber = (values: Iterable<string>): Scrubber =>
  createScrubber(new Map([...values].map((v) => [v, REDACTED])));
