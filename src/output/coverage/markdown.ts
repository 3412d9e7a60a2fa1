// The coverage page as Markdown: a document's text is quoted as code or escaped, never read as Markdown or HTML.
import type { Block, Inline } from './page.js';

/** A code span that holds any text: a fence longer than its longest run of backticks. */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

// Plain text: HTML and Markdown's inline marks taken literally (the documents' headings keep their own code spans).
const text = (s: string): string => s.replace(/[\\<>*_[\]]/g, (c) => `\\${c}`);

const inline = (parts: Inline[]): string =>
  parts.map((p) => (typeof p === 'string' ? text(p) : 'code' in p ? code(p.code) : `**${text(p.strong)}**`)).join('');

// In a table a pipe ends the cell, even inside a code span.
const cell = (parts: Inline[]): string => inline(parts).replace(/\|/g, '\\|');

function block(b: Block): string {
  if ('heading' in b) return `${'#'.repeat(b.heading)} ${inline(b.text)}`;
  if ('paragraph' in b) return inline(b.paragraph);
  if ('list' in b) return b.list.map((item) => `- ${inline(item)}`).join('\n');
  const { head, rows } = b.table;
  return [
    `| ${head.map(text).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export const markdownPage = (blocks: Block[]): string => `${blocks.map(block).join('\n\n')}\n`;
