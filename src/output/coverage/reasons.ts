// Rows of the documents no request can test, each with why in one line: the coverage page counts them apart from the
// rows a rule covers or a probe records. test/unit/coverage/reasons.test.ts holds the table to the documents: a reason
// names a row that exists, and a row a rule covers or a probe touches has none.
import type { DocumentRow } from '../../documents/document-index.js';

export interface RowReason {
  /** The row's section path, as the page shows it: "<document> › <Section> › <Subsection>". */
  section: string;
  /** The row's key (docs/spec-coverage.md: the Errors "<HTTP> <message>", else its first cell). */
  row: string;
  reason: string;
}

const VTS = 'verification-and-token-services.md';

export const ROW_REASONS: readonly RowReason[] = [
  {
    section: `${VTS} › Errors › Email risk and domain verification`,
    row: '400 Invalid event type',
    reason: 'the request documents no event type field, so no documented request can carry an invalid one (a probe sends one)',
  },
  {
    section: `${VTS} › Errors › Face match`,
    row: '400 Invalid value passed to idFaceString',
    reason: 'idFaceString is named only by this error ("use and format: not shown"), so no request can be built to fail it',
  },
  {
    section: `${VTS} › Errors › Face match`,
    row: '400 Invalid value passed to selfieFaceString',
    reason: 'selfieFaceString is named only by this error ("use and format: not shown"), so no request can be built to fail it',
  },
];

export const reasonOf = (row: DocumentRow): string | undefined =>
  ROW_REASONS.find((r) => r.section === row.section && r.row === row.key)?.reason;
