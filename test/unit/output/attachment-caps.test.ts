// The caps on what a case attaches (src/output/allure/attachment-caps.ts), and docs/reports-and-baseline.md held to them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { createScrubber, REDACTED } from '../../../src/redaction/index.js';
import {
  bodyExcerpt,
  CASE_ATTACHMENTS_MAX_BYTES,
  EXCERPT_CHARS,
  RUN_ATTACHMENTS_MAX_BYTES,
  runAttachments,
  type RuntimeMessage,
  WHOLE_BODY_MAX_BYTES,
} from '../../../src/output/allure/attachment-caps.js';

const KEY = 'canary-key-0123456789';
const scrubber = createScrubber(new Map([[KEY, REDACTED]]));

describe('a body excerpt', () => {
  it('is cut from the text scrubbed first: a key across the cut leaves no fragment', () => {
    const text = `${'x'.repeat(EXCERPT_CHARS - 5)}${KEY}${'y'.repeat(100)}`;
    const { excerpt, bytes, sha256 } = bodyExcerpt(text, { bytes: 7, sha256: 'ab' }, scrubber);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS);
    expect(excerpt.endsWith('<red…')).toBe(true);
    expect(excerpt).not.toContain(KEY.slice(0, 4));
    expect({ bytes, sha256 }).toEqual({ bytes: 7, sha256: 'ab' });
  });

  it('never ends in half a surrogate pair', () => {
    const { excerpt } = bodyExcerpt(`${'x'.repeat(EXCERPT_CHARS - 2)}😀😀`, { bytes: 1, sha256: '' }, scrubber);
    expect(excerpt).toBe(`${'x'.repeat(EXCERPT_CHARS - 2)}…`);
  });
});

describe("the run's cap", () => {
  const message = (bytes: number): RuntimeMessage => ({
    type: 'attachment_content',
    data: { content: Buffer.alloc(bytes).toString('base64'), encoding: 'base64', contentType: 'application/json' },
  });

  it('replaces every attachment past it with a line naming its size and the cap', () => {
    const cap = runAttachments();
    const first = [message(RUN_ATTACHMENTS_MAX_BYTES - 10)];
    const later: RuntimeMessage[] = [message(11), { type: 'step_start' }];
    cap(first);
    cap(later);
    expect(first[0]?.data?.contentType).toBe('application/json');
    expect(later[0]?.data?.contentType).toBe('text/plain');
    expect(Buffer.from(String(later[0]?.data?.content), 'base64').toString()).toBe(
      `left out: 11 bytes, past the run's cap on attachments (${RUN_ATTACHMENTS_MAX_BYTES.toLocaleString('en-US')} bytes)`,
    );
  });
});

it('docs/reports-and-baseline.md states each cap as the code holds it', () => {
  const page = readFileSync(join(ROOT, 'docs', 'reports-and-baseline.md'), 'utf8');
  const mib = (n: number) => `${n / 2 ** 20} MiB`;
  expect(page).toMatch(new RegExp(`WHOLE_BODY_MAX_BYTES\`\\)\\s*\\| ${mib(WHOLE_BODY_MAX_BYTES)} `));
  expect(page).toMatch(new RegExp(`CASE_ATTACHMENTS_MAX_BYTES\`\\)\\s*\\| ${mib(CASE_ATTACHMENTS_MAX_BYTES)} `));
  expect(page).toMatch(new RegExp(`RUN_ATTACHMENTS_MAX_BYTES\`\\)\\s*\\| ${mib(RUN_ATTACHMENTS_MAX_BYTES)} `));
  expect(page).toContain(`first ${EXCERPT_CHARS / 1024} KiB characters of its text (\`EXCERPT_CHARS\`)`);
});
