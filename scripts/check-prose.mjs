// Holds the prose diet (DESIGN.md §8). `--comments`: no comment block over 3 lines in src/ and sandbox/ except a file's
// opening comment, since the story of a choice goes in the commit body. `--markdown`: the tracked markdown outside spec/
// under 150 KB in all, sandbox/README.md under 40 KB. With no flag, both. Plain Node: it runs in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const MAX_BLOCK = 3;
const KB = 1024;
const MARKDOWN_BUDGET = 150 * KB;
const PAGE_BUDGETS = { 'sandbox/README.md': 40 * KB };

/** After these, a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const KEYWORDS_BEFORE_REGEX = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|void|throw|delete|new|yield|await)$/;

/**
 * The comments of a JavaScript or TypeScript source, `{ line, end, kind, own, chars }` each (`own`: alone on its line),
 * and the first line of code. A small lexer: strings, templates and regular expressions hold no comment.
 */
export function scan(source) {
  const comments = [];
  const templates = []; // the brace depth at each open `${`
  let firstCode = 0;
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let last = ''; // the tail of the code before, enough to tell a regular expression from a division
  let i = source.startsWith('#!') ? source.indexOf('\n') : 0;
  const n = source.length;
  const newline = (at) => {
    line++;
    lineStart = at + 1;
  };
  const escape = () => {
    i++;
    if (source[i] === '\n') newline(i);
  };
  const skipQuoted = (quote) => {
    for (i++; i < n && source[i] !== quote; i++) {
      if (source[i] === '\\') escape();
      else if (source[i] === '\n') return void i--;
    }
  };
  const skipTemplate = () => {
    for (; i < n; i++) {
      const c = source[i];
      if (c === '\\') escape();
      else if (c === '\n') newline(i);
      else if (c === '`') return;
      else if (c === '$' && source[i + 1] === '{') {
        templates.push(depth);
        i++;
        return;
      }
    }
  };
  const comment = (kind, stop) => {
    const own = source.slice(lineStart, i).trim() === '';
    const start = line;
    for (let j = i; j < stop; j++) if (source[j] === '\n') newline(j);
    comments.push({ line: start, end: line, kind, own, chars: stop - i });
    i = stop - 1;
  };
  for (; i >= 0 && i < n; i++) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') newline(i);
    else if (c === ' ' || c === '\t' || c === '\r') last = last.endsWith(' ') ? last : `${last} `;
    else if (c === '/' && next === '/') comment('line', source.indexOf('\n', i) < 0 ? n : source.indexOf('\n', i));
    else if (c === '/' && next === '*') comment('block', source.indexOf('*/', i + 2) < 0 ? n : source.indexOf('*/', i + 2) + 2);
    else {
      firstCode ||= line;
      const before = last.trimEnd();
      if (c === '/' && (before === '' || BEFORE_REGEX.has(before.at(-1)) || KEYWORDS_BEFORE_REGEX.test(before))) {
        let inClass = false;
        for (i++; i < n && source[i] !== '\n'; i++) {
          if (source[i] === '\\') escape();
          else if (source[i] === '[') inClass = true;
          else if (source[i] === ']') inClass = false;
          else if (source[i] === '/' && !inClass) break;
        }
        last = 'regex';
        continue;
      }
      if (c === "'" || c === '"') skipQuoted(c);
      else if (c === '`') {
        i++;
        skipTemplate();
      } else if (c === '{') depth++;
      else if (c === '}' && templates.at(-1) === depth) {
        templates.pop();
        i++;
        skipTemplate();
      } else if (c === '}') depth--;
      last = c === "'" || c === '"' || c === '`' || c === '}' ? 'value' : (last + c).slice(-12);
    }
  }
  return { comments, firstCode: firstCode || line + 1 };
}

/**
 * The comment blocks over `max` lines, `{ line, lines }` each: a run of `//` lines alone on their lines, or one
 * `/* … *\/` (its delimiters' lines count). A file's opening block, before any code, is free.
 */
export function longBlocks(source, max = MAX_BLOCK) {
  const { comments, firstCode } = scan(source);
  const blocks = [];
  for (const c of comments) {
    const previous = blocks.at(-1);
    if (c.kind === 'line' && !c.own) continue;
    if (c.kind === 'line' && previous?.kind === 'line' && previous.end === c.line - 1) previous.end = c.line;
    else blocks.push({ kind: c.kind, line: c.line, end: c.end });
  }
  return blocks
    .filter((block, index) => !(index === 0 && block.line < firstCode))
    .map((block) => ({ line: block.line, lines: block.end - block.line + 1 }))
    .filter((block) => block.lines > max);
}

/** How many of a source's characters are comments. */
export const commentChars = (source) => scan(source).comments.reduce((sum, c) => sum + c.chars, 0);

function sources() {
  return ['src', 'sandbox'].flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') || file.endsWith('.mjs'))
      .map((file) => join(top, file))
      .sort(),
  );
}

function checkComments() {
  let total = 0;
  let inComments = 0;
  let offenders = 0;
  for (const file of sources()) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    total += source.length;
    inComments += commentChars(source);
    for (const block of longBlocks(source)) {
      offenders++;
      console.log(
        `${file}:${block.line}: ${block.lines}-line comment block (at most ${MAX_BLOCK}; the story goes in the commit body)`,
      );
    }
  }
  const share = `comments are ${Math.round((100 * inComments) / total)}% of the characters of src/ and sandbox/`;
  console.log(`prose: ${offenders} comment blocks over ${MAX_BLOCK} lines; ${share}`);
  return offenders === 0;
}

function checkMarkdown() {
  const pages = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((page) => page && !page.startsWith('spec/') && existsSync(join(ROOT, page)))
    .map((page) => ({ page, size: statSync(join(ROOT, page)).size }))
    .sort((a, b) => b.size - a.size);
  const total = pages.reduce((sum, { size }) => sum + size, 0);
  const kb = (size) => `${(size / KB).toFixed(1)} KB`;
  const over = Object.entries(PAGE_BUDGETS).filter(([page, budget]) => pages.some((p) => p.page === page && p.size >= budget));
  const ok = total < MARKDOWN_BUDGET && over.length === 0;
  console.log(`prose: markdown outside spec/ is ${kb(total)} (budget: under ${kb(MARKDOWN_BUDGET)})${ok ? '' : ': over'}`);
  for (const [page, budget] of over) {
    console.log(`${page}: ${kb(pages.find((p) => p.page === page).size)} (budget: under ${kb(budget)}): over`);
  }
  if (total >= MARKDOWN_BUDGET) {
    for (const { page, size } of pages.slice(0, 8)) console.log(`  ${kb(size).padStart(9)}  ${page}`);
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => flag !== '--comments' && flag !== '--markdown');
  if (unknown.length > 0) {
    console.error(`check-prose: unknown ${unknown.join(' ')}; use --comments, --markdown or neither (both)`);
    process.exit(2);
  }
  const all = flags.length === 0;
  const results = [];
  if (all || flags.includes('--comments')) results.push(checkComments());
  if (all || flags.includes('--markdown')) results.push(checkMarkdown());
  process.exit(results.every(Boolean) ? 0 : 1);
}
