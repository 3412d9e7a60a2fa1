// What every rule table shares: rows written without the fields a table can fill in.
import type { OperationId } from '../operations.js';
import type { Rule } from '../types.js';

export type Row = Omit<Rule, 'operation' | 'strength' | 'severity'> & Partial<Pick<Rule, 'strength' | 'severity'>>;

/** Probes are minor; documented error contracts critical; documented successes and boundaries normal. */
const severityOf = (row: Row): Rule['severity'] =>
  row.severity ?? (row.strength === 'probe' ? 'minor' : (row.expect?.status ?? 200) >= 400 ? 'critical' : 'normal');

export const rulesOf = (operation: OperationId, rows: Row[]): Rule[] =>
  rows.map((row) => ({ ...row, operation, strength: row.strength ?? 'documented', severity: severityOf(row) }));
