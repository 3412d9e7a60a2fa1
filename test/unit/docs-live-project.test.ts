// The pages agree with vitest.config.ts: VTS_TARGET=live adds the live vitest project only when exported; kept in
// .env it does not (so `npm test` never goes live). A page that says VTS_TARGET adds the project says so too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/base/paths.js';

const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];

/** A page's paragraphs, each table row on its own, fenced blocks left out. */
const units = (text: string) =>
  text
    .replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
    .split(/\n\s*\n|\n(?=\|)/)
    .map((u) => u.replace(/\s+/g, ' '));

describe('VTS_TARGET and the live vitest project', () => {
  it.for(PAGES)('%s: where VTS_TARGET adds the live project, it says .env does not', (page) => {
    const claims = units(readFileSync(join(ROOT, page), 'utf8')).filter(
      (u) => /`VTS_TARGET(=live)?`/.test(u) && /\bproject\b/.test(u),
    );
    expect(claims.filter((u) => !(u.includes('`.env`') && /\b(not|never)\b/.test(u)))).toEqual([]);
  });
});
