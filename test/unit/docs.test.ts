// The documentation a reader finds from the README (DESIGN.md §8): the README stays a front page (under 5.5 KB, every
// operation id named, every docs/ page linked), every relative link lands on a file of the repository and, with an
// anchor, on one of its headings, and nothing points outside the repository (a clone has no ../shared/ and no machine path).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '../../src/model/operations.js';
import { TRANSPORT } from '../../src/settings/run-settings.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const DOCS = readdirSync(join(ROOT, 'docs')).filter((f) => statSync(join(ROOT, 'docs', f)).isFile());
const PAGES = ['README.md', ...DOCS.filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`), 'sandbox/README.md'];

/** The text a reader sees as prose: fenced blocks and code spans taken out (a link there is not a link). */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
const linksOf = (text: string) => [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? '');
const codeSpansOf = (text: string) =>
  [...text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');

/** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

const inside = (path: string) => {
  const rel = relative(ROOT, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep);
};

/** What is wrong with one relative link of `page`, or undefined. */
function linkProblem(page: string, link: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return `${link} leaves the repository: name the document and its section instead`;
  const [path = '', anchor] = link.split('#');
  const target = path === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), decodeURIComponent(path));
  if (path.startsWith('/') || !inside(target)) return `${link} points outside the repository`;
  if (!existsSync(target)) return `${link}: ${relative(ROOT, target)} does not exist`;
  if (anchor !== undefined && !anchorsOf(readFileSync(target, 'utf8')).has(anchor))
    return `${link}: ${relative(ROOT, target)} has no heading #${anchor}`;
  return undefined;
}

describe('README.md, the front page', () => {
  it('is under 5.5 KB (5,632 bytes): the rest belongs in docs/', () =>
    expect(Buffer.byteLength(read('README.md'))).toBeLessThan(5_632));

  it('links every page of docs/', () => {
    const linked = new Set(linksOf(read('README.md')).map((l) => l.split('#')[0]));
    expect(DOCS.filter((f) => !linked.has(`docs/${f}`))).toEqual([]);
  });

  it('names every operation id of src/model/operations.ts', () => {
    const readme = read('README.md');
    expect(OPERATION_IDS.filter((id) => !readme.includes(`\`${id}\``))).toEqual([]);
  });
});

describe.for(PAGES)('%s', (page) => {
  it('has every relative link resolve to a file of the repository, and every anchor to a heading of it', () => {
    const text = read(page);
    expect(linksOf(text).flatMap((link) => linkProblem(page, link) ?? [])).toEqual([]);
  });

  it('points nowhere outside the repository: no web or file URL, no path above it, no machine path', () => {
    const text = read(page);
    const urls = [...prose(text).matchAll(/\b(?:https?|file):\/\/[^\s)>]+/g)].map((m) => m[0]);
    const climbing = codeSpansOf(text).filter(
      (span) =>
        span.startsWith('../') && !(inside(resolve(ROOT, dirname(page), span)) && existsSync(resolve(ROOT, dirname(page), span))),
    );
    const machine = [...text.matchAll(/(?:^|[\s(`'"])(\/w[o]rk\/|\/home\/|\/Users\/|[A-Z]:\\)/g)].map((m) => m[1]);
    expect({ urls, climbing, machine }).toEqual({ urls: [], climbing: [], machine: [] });
  });
});

describe('docs/running.md', () => {
  it('lists every transport setting of src/settings/run-settings.ts (TRANSPORT) with its flag, variable and default', () => {
    const rows = read('docs/running.md')
      .split('\n')
      .filter((l) => l.startsWith('| `--'));
    const missing = Object.values(TRANSPORT).filter(
      (knob) =>
        !rows.some((row) => {
          const cells = row.split('|').map((c) => c.trim());
          return (
            cells[1]?.startsWith(`\`--${knob.flag}`) &&
            cells[2] === `\`${knob.env}\`` &&
            cells[3]?.startsWith(String(knob.fallback))
          );
        }),
    );
    expect(missing.map((k) => `--${k.flag} / ${k.env} (default ${k.fallback})`)).toEqual([]);
  });
});
