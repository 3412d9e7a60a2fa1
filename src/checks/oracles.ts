// The `oracles` check of the catalogue: the operation's oracles over a 200 JSON body the rule expects, with what was
// sent (the statements and their facts, the parse of the results).
import { type Check, judgedJson, type Observer, onExpectedJson } from './check.js';
import { holdsFacts, runOracles } from '../oracles/index.js';
import { requestFields } from '../oracles/request.js';
import { resultsOf, withdrawalSign } from '../oracles/results-body.js';
import { monthsInOrder } from '../oracles/months.js';
import { sentOf } from '../oracles/sent.js';
import { signNote } from '../oracles/sign.js';
import { itemsOf } from '../oracles/statement.js';

export const oracles: Check = onExpectedJson(({ operation, request, exchange, response }) =>
  response.status === 200 ? runOracles(operation, response.body, requestFields(request), sentOf(request, exchange)) : [],
);

/** A statement sent without facts is judged on the answer's own arithmetic only: the report says which, and how to add them. */
export const factsNote: Observer = (input) => {
  const { operation, request, exchange, response } = input;
  if (!judgedJson(input) || response.status !== 200 || !holdsFacts(operation)) return [];
  const without = sentOf(request, exchange).statements.filter((s) => s.known?.facts === undefined);
  if (without.length === 0) return [];
  return [
    `no facts for ${without.map((s) => s.name).join(', ')}: judged on its own arithmetic only ` +
      `(docs/statement-facts.md: a <file>.facts.json beside the statement)`,
  ];
};

/** The sign an answer gave the amounts the documents show unsigned (sign.ts): the reading met, for the report. */
export const signNoteOf: Observer = (input) => {
  const { response } = input;
  if (!judgedJson(input) || response.status !== 200) return [];
  // Each reader finds nothing in the other's body: the results' `result` is an object, the analysis' a list.
  const results = resultsOf(response.body);
  const withdrawals = results === undefined ? undefined : withdrawalSign(results);
  const debits = itemsOf(response.body).find((i) => i.debitSign)?.debitSign;
  return [
    ...(withdrawals === undefined ? [] : [signNote('withdrawals', withdrawals)]),
    ...(debits === undefined ? [] : [signNote('debits', debits)]),
  ];
};

/** The order a synchronous analysis lists its transactions and months in (not shown): the reading met, for the report. */
export const orderNote: Observer = (input) => {
  const { response } = input;
  if (!judgedJson(input) || response.status !== 200) return [];
  return itemsOf(response.body).flatMap((item) => [
    ...(item.order ? ['transactions listed newest first'] : []),
    ...(item.monthly && monthsInOrder(item.monthly) === false ? ['monthly items not in calendar order'] : []),
  ]);
};
