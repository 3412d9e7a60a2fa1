// The prose check (scripts/check-prose.mjs) counts comment blocks as DESIGN.md §8 draws them: a run of `//` lines or
// one `/* */`, delimiters' lines included, a file's opening comment free, and no comment inside a string or a regex.
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module, without types
import { longBlocks } from '../../scripts/check-prose.mjs';

const blocks = longBlocks as (source: string) => { line: number; lines: number }[];
const lines = (...text: string[]) => text.join('\n');

describe('the prose check', () => {
  it('finds a run of four `//` lines after code, and lets three pass', () => {
    const source = lines('const a = 1;', '// one', '// two', '// three', '// four', 'const b = 2;', '// x', '// y', '// z');
    expect(blocks(source)).toEqual([{ line: 2, lines: 4 }]);
  });

  it('counts the delimiters of a JSDoc block, and a blank line ends a run', () => {
    const source = lines('let a;', '/**', ' * one', ' * two', ' */', 'let b;', '// one', '// two', '', '// three', '// four');
    expect(blocks(source)).toEqual([{ line: 2, lines: 4 }]);
  });

  it("frees the file's opening comment only", () => {
    const opening = lines('#!/usr/bin/env node', '// 1', '// 2', '// 3', '// 4', '', '/**', ' * a', ' * b', ' */', 'run();');
    expect(blocks(opening)).toEqual([{ line: 7, lines: 4 }]);
  });

  it('ignores comments after code and what only looks like a comment in a string, a template or a regex', () => {
    const source = lines(
      'const a = 1;',
      "const b = '/* not'; // trailing",
      'const c = `// ${d /* e */} /*`; // trailing',
      'const r = /\\/*x/g.test(s) ? 4 / 2 : 0; // trailing',
      'const u = "http://x"; // trailing',
      'const f = 1;',
    );
    expect(blocks(source)).toEqual([]);
  });
});
