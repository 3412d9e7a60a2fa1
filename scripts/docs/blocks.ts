// A generated block of a Markdown page: the text between two HTML comments that name it and what it is made from. The
// prose around it is the page's own; only the block is rewritten.

export interface Block {
  /** What the block holds, in the markers: "fault catalogue", "test values". */
  readonly name: string;
  /** Where it comes from, in the start marker: "sandbox/faults/". */
  readonly source: string;
  /** The block's Markdown, without the markers. */
  readonly render: () => string;
}

export const startOf = (block: Block) =>
  `<!-- ${block.name}: generated from ${block.source} by \`npm run docs:sandbox\`; do not edit -->`;
export const endOf = (block: Block) => `<!-- end of the ${block.name} -->`;

/** `page` with each block's text regenerated; a page without a block's markers is an error naming them. */
export function withBlocks(page: string, blocks: readonly Block[], pageName: string): string {
  let text = page;
  for (const block of blocks) {
    const [start, end] = [startOf(block), endOf(block)];
    const [from, to] = [text.indexOf(start), text.indexOf(end)];
    if (from < 0 || to < from) throw new Error(`${pageName} has no ${start} ... ${end} block: put the markers back`);
    text = `${text.slice(0, from)}${start}\n\n${block.render()}\n\n${end}${text.slice(to + end.length)}`;
  }
  return text;
}

/** A table cell: a pipe escaped, a line break a space. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
export const code = (text: string) => `\`${text}\``;

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
}

/** A list, one item a line: `- text`. */
export const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
