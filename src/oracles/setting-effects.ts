// A setting's documented effect on the answer, where the document gives it and not only a flag's name: returnTransactions
// "Return detailed transactions", default `yes` (bank-statement-analysis.md › Synchronous statement analysis), so an
// answer to a request that sent yes, or nothing, lists them. Its `no` is a rule's pin; the other flags' fields are not
// shown (their probes note them).
import type { Finding } from '../model/types.js';
import type { Oracle } from './oracle.js';
import { itemsOf } from './statement.js';

interface Effect {
  field: string;
  default: string;
  /** The value that asks for `returned`. */
  asks: string;
  /** The field of each result item's `details` it returns, a list. */
  returned: string;
}

export const SETTING_EFFECTS: readonly Effect[] = [
  { field: 'returnTransactions', default: 'yes', asks: 'yes', returned: 'transactions' },
];

const valueOf = (v: unknown, fallback: string): string =>
  v === undefined ? fallback : typeof v === 'string' ? v.trim().toLowerCase() || fallback : String(v);

/** Only where the request is known (`sent.asked`): without it an unset field is unknown, not the default. */
export const settingEffects: Oracle = (body, request, sent) => {
  if (sent?.asked !== true) return [];
  return itemsOf(body).flatMap((item) =>
    SETTING_EFFECTS.flatMap(({ field, default: fallback, asks, returned }): Finding[] =>
      valueOf(request[field], fallback) !== asks || Array.isArray(item.details[returned])
        ? []
        : [
            {
              title: 'Setting not applied',
              pointer: `${item.at}/details/${returned}`,
              expected: `a list (${field} ${asks}${request[field] === undefined ? ', its default' : ''})`,
              actual: item.details[returned] === undefined ? 'absent' : item.details[returned],
              params: { holds: `${field} ${asks} returns details.${returned}` },
            },
          ],
    ),
  );
};
