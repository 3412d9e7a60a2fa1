// The coverage page as one offline HTML file: inline style, a policy that forbids every request, every text escaped.
import type { Block, Inline } from './page.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const inline = (parts: Inline[]): string =>
  parts
    .map((p) =>
      typeof p === 'string'
        ? escapeHtml(p)
        : 'code' in p
          ? `<code>${escapeHtml(p.code)}</code>`
          : `<strong>${escapeHtml(p.strong)}</strong>`,
    )
    .join('');

function block(b: Block): string {
  if ('heading' in b) return `<h${b.heading}>${inline(b.text)}</h${b.heading}>`;
  if ('paragraph' in b) return `<p>${inline(b.paragraph)}</p>`;
  if ('list' in b) return `<ul>\n${b.list.map((item) => `<li>${inline(item)}</li>`).join('\n')}\n</ul>`;
  const { head, rows } = b.table;
  return [
    '<table>',
    `<thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((row) => `<tr>${row.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n');
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:80em;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em;width:100%}th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}
th{background:#f3f3f3}code{font-size:90%;background:#f5f5f5;padding:0 .2em}strong{color:#b00020}`;

export const htmlPage = (blocks: Block[]): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Spec coverage</title>
<style>${STYLE}</style>
</head>
<body>
${blocks.map(block).join('\n')}
</body>
</html>
`;
