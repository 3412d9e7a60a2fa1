// Faults of POST /v1/getBankStatementParsingResults: two break a meaning the results oracles hold of a completed
// parse of two or more statements (the request.completed rule parses two); one keeps the earlier results on a
// re-parse (a setting read by flow/process.ts), which only the reparse rule's two parses show.
import type { Reply } from '../envelope.js';
import type { Fault } from './kit.js';
import { onReply, withResult } from './kit.js';

const OP = 'getBankStatementParsingResults';

interface Summary {
  depositCount: number;
  grossDeposits: number;
  averageDailyBalance: number;
  periodStartBalance: number;
  periodStartDate: string;
  daysOfNegativeBalance: number;
  periodBalanceMismatch: string;
}

interface Details {
  statements: { accounts: { statementSummary: Summary }[] }[];
  businessCheckingSummaries: Summary[];
  accountSummaries: { monthlySummaries: Summary[] }[];
  businessCheckingRecurringTransactions: { avgDaysInterval: number }[];
}

const detailsOf = (result: Record<string, unknown>): Details => result.details as Details;

/** A 200 whose results hold two or more statements. */
const severalStatements = (reply: Reply): boolean =>
  reply.status === 200 && (detailsOf(reply.body.result as Record<string, unknown>)?.statements?.length ?? 0) >= 2;

const dayFirst = (iso: string): string => iso.split('-').reverse().join('/');

/** A fault on the results of a parse of two or more statements that changes their details in place. */
const onSeveral = (id: string, describe: string, change: (details: Details) => void): Fault => ({
  id: `${OP}-${id}`,
  breaks: `${OP}.request.completed`,
  describe: `with two or more statements, ${describe}`,
  apply: {
    reply: onReply(
      OP,
      severalStatements,
      withResult((result) => {
        change(detailsOf(result));
        return result;
      }),
    ),
  },
});

export const RESULTS_FAULTS: readonly Fault[] = [
  // Each check of the three levels, the balances and the series, broken where only it can see it.
  onSeveral(
    'account-month-deposits-off',
    "the first account month's grossDeposits is 1.00 above its statement transactions",
    (d) => {
      const month = d.accountSummaries[0]?.monthlySummaries[0];
      if (month) month.grossDeposits = Math.round((month.grossDeposits + 1) * 100) / 100;
    },
  ),
  onSeveral('business-start-balance-off', "the first business month's periodStartBalance is 10.00 above its accounts'", (d) => {
    const month = d.businessCheckingSummaries[0];
    if (month) month.periodStartBalance = Math.round((month.periodStartBalance + 10) * 100) / 100;
  }),
  onSeveral('statement-negative-days-off', "the first statement's daysOfNegativeBalance counts one day more", (d) => {
    const summary = d.statements[0]?.accounts[0]?.statementSummary;
    if (summary) summary.daysOfNegativeBalance += 1;
  }),
  onSeveral('statement-average-daily-above', "the first statement's averageDailyBalance is above every balance it had", (d) => {
    const summary = d.statements[0]?.accounts[0]?.statementSummary;
    if (summary)
      summary.averageDailyBalance = Math.round((summary.periodStartBalance + summary.grossDeposits + 1000) * 100) / 100;
  }),
  onSeveral('statement-mismatch-flagged', "the first statement's periodBalanceMismatch says yes, its balances adding up", (d) => {
    const summary = d.statements[0]?.accounts[0]?.statementSummary;
    if (summary) summary.periodBalanceMismatch = 'yes';
  }),
  onSeveral('series-interval-off', "the first recurring series' avgDaysInterval is one day longer", (d) => {
    const series = d.businessCheckingRecurringTransactions[0];
    if (series) series.avgDaysInterval += 1;
  }),
  {
    id: `${OP}-last-row-dropped`,
    breaks: `${OP}.request.completed`,
    alsoBreaks: [`${OP}.reparse.latest-kept`],
    describe:
      'every statement of a parse is read without its last transaction, the three levels built from the rest: the results add up, and are false',
    apply: { settings: { rowsRead: { analysis: 'all', parse: 'all-but-last' } } },
  },
  {
    id: `${OP}-contractId-is-merchantId`,
    breaks: `${OP}.request.completed`,
    alsoBreaks: [`${OP}.reparse.latest-kept`],
    describe: "the results give the parse's merchantId as details.contractId",
    apply: {
      reply: onReply(
        OP,
        (reply) => reply.status === 200,
        withResult((result) => {
          const details = result.details as { contractId: string; merchantId: string };
          details.contractId = details.merchantId;
          return result;
        }),
      ),
    },
  },
  {
    id: `${OP}-merchantId-not-echoed`,
    breaks: `${OP}.request.completed`,
    alsoBreaks: [`${OP}.reparse.latest-kept`],
    describe: "the results give a merchantId other than the parse's",
    apply: {
      reply: onReply(
        OP,
        (reply) => reply.status === 200,
        withResult((result) => {
          const details = result.details as { merchantId: string };
          details.merchantId = `${details.merchantId}-other`;
          return result;
        }),
      ),
    },
  },
  {
    id: `${OP}-first-month-deposits-off`,
    breaks: `${OP}.request.completed`,
    describe: 'with two or more statements, the first business-checking month counts one deposit more than its accounts',
    apply: {
      reply: onReply(
        OP,
        severalStatements,
        withResult((result) => {
          const [first] = detailsOf(result).businessCheckingSummaries;
          if (first !== undefined) first.depositCount += 1;
          return result;
        }),
      ),
    },
  },
  {
    id: `${OP}-period-start-day-first`,
    breaks: `${OP}.request.completed`,
    describe: 'with two or more statements, account monthly summaries write periodStartDate DD/MM/YYYY',
    apply: {
      reply: onReply(
        OP,
        severalStatements,
        withResult((result) => {
          for (const account of detailsOf(result).accountSummaries)
            for (const month of account.monthlySummaries) month.periodStartDate = dayFirst(month.periodStartDate);
          return result;
        }),
      ),
    },
  },
  {
    id: `${OP}-reparse-appends`,
    breaks: `${OP}.reparse.latest-kept`,
    describe: 'a re-parse with the same transactionId appends its statements to the earlier results instead of replacing them',
    apply: { settings: { reparseReplaces: false } },
  },
];
