// Hand-built text runs laid out like the sandbox bank's statements (issue 10 contract), for the engine's tests: what
// pdfjs gives for such a PDF, without a PDF. Amounts right-aligned to their column's right edge, 5 points a character.
import type { TextItem } from '../../../sandbox/statements/extract.js';

export type Row = readonly [date: string, narration: string, withdrawal: string, deposit: string, balance: string];

export interface Layout {
  period: readonly [string, string];
  opening?: string;
  closing?: string;
  rows: readonly Row[];
  /** Rows per page (the header is repeated on each). */
  perPage?: number;
}

const CHAR = 5;
const ROW_HEIGHT = 14;
const left = (page: number, x: number, y: number, text: string): TextItem => ({ page, x, y, width: text.length * CHAR, text });
const right = (page: number, edge: number, y: number, text: string): TextItem => left(page, edge - text.length * CHAR, y, text);

export function statementItems({ period, opening, closing, rows, perPage = 40 }: Layout): TextItem[] {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const items: TextItem[] = [];
  for (let page = 1; page <= pages; page += 1) {
    items.push(
      left(page, 40, 800, 'SANDBOX BANK LTD - Account Statement'),
      left(page, 40, 786, 'Account Holder: ASHA VERMA'),
      left(page, 40, 772, 'Account Number: XXXXXXXX4321'),
      left(page, 40, 758, `Statement Period: ${period[0]} to ${period[1]}`),
      right(page, 560, 800, `Page ${page} of ${pages}`),
    );
    if (page === 1 && opening !== undefined) items.push(left(page, 40, 730, `Opening Balance: ${opening}`));
    const headerY = 710;
    for (const [x, text] of [
      [40, 'Date'],
      [110, 'Narration'],
      [330, 'Withdrawal'],
      [410, 'Deposit'],
      [490, 'Balance'],
    ] as const)
      items.push(left(page, x, headerY, text));
    let y = headerY - ROW_HEIGHT;
    for (const [date, narration, withdrawal, deposit, balance] of rows.slice((page - 1) * perPage, page * perPage)) {
      items.push(left(page, 40, y, date), left(page, 110, y, narration));
      if (withdrawal !== '') items.push(right(page, 400, y, withdrawal));
      if (deposit !== '') items.push(right(page, 480, y, deposit));
      items.push(right(page, 560, y, balance));
      y -= ROW_HEIGHT;
    }
    if (page === pages && closing !== undefined) items.push(left(page, 40, y - ROW_HEIGHT, `Closing Balance: ${closing}`));
  }
  return items;
}
