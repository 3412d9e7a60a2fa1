// The statement as read back from the extracted items by the contract's layout alone (x positions), not by the
// generator's code: the tests check the manifest against this.
import type { Item } from './read-pdf.js';

export interface Row {
  page: number;
  date: string;
  narration: string;
  withdrawal: string;
  deposit: string;
  balance: string;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.01;
const DATE = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;

export function rowsOf(pages: Item[][]): Row[] {
  return pages.flatMap((items, p) =>
    items
      .filter((item) => near(item.x, 40) && DATE.test(item.str))
      .map((date) => {
        const line = items.filter((item) => near(item.y, date.y));
        const cell = (at: (item: Item) => boolean): string =>
          line
            .filter(at)
            .map((item) => item.str)
            .join(' | ');
        return {
          page: p + 1,
          date: date.str,
          narration: cell((i) => near(i.x, 110)),
          withdrawal: cell((i) => near(i.right, 400)),
          deposit: cell((i) => near(i.right, 480)),
          balance: cell((i) => near(i.right, 560)),
        };
      }),
  );
}

/** `-1,234.56` → -123456 paise; anything else is an error naming the text. */
export function paise(text: string): number {
  const match = /^(-?)(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  const [, sign, whole = '', fraction = ''] = match;
  return (sign ? -1 : 1) * (Number(whole.replaceAll(',', '')) * 100 + Number(fraction));
}

/** The text after `label` in the one item that starts with it. */
export function labelled(pages: Item[][], label: string): { value: string; page: number; y: number }[] {
  return pages.flatMap((items, p) =>
    items.filter((i) => i.str.startsWith(label)).map((i) => ({ value: i.str.slice(label.length), page: p + 1, y: i.y })),
  );
}
