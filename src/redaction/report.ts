// What reports write (console lines, verdicts.json, junit.xml, summary.md, Allure results and attachments) is
// scrubbed by one scrubber over the case's sensitive values: a secret becomes "<redacted>", personal data its stand-in.
import { createScrubber, type Replacements, type Scrubber } from './scrubber.js';

/**
 * Build it once (per case for what a case writes as it finishes, per run for the files rendered at the end) and reuse
 * it. Scrub the values and strings before they are rendered into XML or Markdown: the placeholder is then escaped by
 * the renderer like any text.
 */
export const reportScrubber = (values: Replacements): Scrubber => createScrubber(values);
