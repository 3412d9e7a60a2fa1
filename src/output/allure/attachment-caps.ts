// What the Allure results keep of a case's exchange, bounded per body, per case and per run (docs/reports-and-baseline.md
// › Attachments): a vendor's 10 MiB answers must fill neither the disk nor the memory that carries the results from
// the worker to the reporter. The answer is still judged whole; only what is attached is bounded.
import * as allure from 'allure-js-commons';
import type { Scrubber } from '../../redaction/index.js';

const KiB = 1024;
const MiB = 1024 * KiB;

/** A response body up to this size as received is attached whole (the largest recorded answer is 446 kB). */
export const WHOLE_BODY_MAX_BYTES = 1 * MiB;
/** Of a larger body, the first this many characters of its scrubbed text, with its size and sha256. */
export const EXCERPT_CHARS = 64 * KiB;
/** One case's attachments in all (a pretty-printed 1 MiB body can take three); past it, one line says what was left out. */
export const CASE_ATTACHMENTS_MAX_BYTES = 4 * MiB;
/** One run's attachments in all (a replay run of every rule attaches about 3 MB); past it, the same. */
export const RUN_ATTACHMENTS_MAX_BYTES = 32 * MiB;

const size = (n: number) => `${n.toLocaleString('en-US')} bytes`;

/** What stands in for an attachment past a cap: the attachment's name, size and the cap it passed. */
export const leftOutNote = (bytes: number, cap: 'case' | 'run'): string =>
  `left out: ${size(bytes)}, past the ${cap}'s cap on attachments (${size(cap === 'case' ? CASE_ATTACHMENTS_MAX_BYTES : RUN_ATTACHMENTS_MAX_BYTES)})`;

/** A case's allowance: attaches while the case's total stays under its cap. */
export function caseAttachments(): (name: string, content: string, type: string) => Promise<void> {
  let left = CASE_ATTACHMENTS_MAX_BYTES;
  return async (name, content, type) => {
    const bytes = Buffer.byteLength(content);
    if (bytes > left) return allure.attachment(name, leftOutNote(bytes, 'case'), 'text/plain');
    left -= bytes;
    return allure.attachment(name, content, type);
  };
}

/** A body's start, scrubbed before it is cut (a cut value is no longer one the scrubber knows), with its size and
 * sha256 as received. Only as much of the body is written out as the excerpt shows. */
export function bodyExcerpt(
  body: unknown,
  received: { bytes: number; sha256: string },
  scrubber: Pick<Scrubber, 'clipValue'>,
): { bytes: number; sha256: string; shown: string; excerpt: string } {
  const excerpt = scrubber.clipValue(body, EXCERPT_CHARS);
  return {
    ...received,
    shown:
      `the first ${excerpt.length.toLocaleString('en-US')} characters of its text, scrubbed; over ` +
      `${size(WHOLE_BODY_MAX_BYTES)}, the body is not attached whole`,
    excerpt,
  };
}

export interface RuntimeMessage {
  type: string;
  data?: { content?: unknown; encoding?: unknown; contentType?: unknown };
}

/** The run's cap, kept by the reporter (every worker's results pass it): a case's attachments past it are replaced in
 * the task's meta by the note, so neither the files nor what the run keeps grow past it. */
export function runAttachments(): (messages: RuntimeMessage[] | undefined) => void {
  let left = RUN_ATTACHMENTS_MAX_BYTES;
  return (messages) => {
    for (const m of messages ?? []) {
      if (m.type !== 'attachment_content' || typeof m.data?.content !== 'string') continue;
      const bytes =
        m.data.encoding === 'base64' ? Buffer.byteLength(m.data.content, 'base64') : Buffer.byteLength(m.data.content);
      if (bytes <= left) {
        left -= bytes;
        continue;
      }
      Object.assign(m.data, {
        content: Buffer.from(leftOutNote(bytes, 'run')).toString('base64'),
        encoding: 'base64',
        contentType: 'text/plain',
      });
    }
  };
}
