// What the rules of the asynchronous statement flow share: the baselines of its operations and the steps a flow is
// made of (subscribe → parse → the event → results). The statements are committed files the target serves or hosts.
import type { Edit, Value } from '../model/edits.js';
import type { FollowStep, Step } from '../model/types.js';
import { jsonWithHeaderCredentials } from './header-credentials.js';
import { dropHeaders, fake, set, unchanged } from './mutate.js';

export const DOC = 'bank-statement-analysis.md';
export const PARSE = `${DOC} › Endpoints › Parse bank statements`;
export const SUBSCRIBE_ENDPOINT = `${DOC} › Endpoints › Subscribe webhook`;
export const RESULTS = `${DOC} › Endpoints › Retrieve results`;
export const EVENTS = `${DOC} › Events`;
export const STATES = `${DOC} › States and transitions`;
export const PARSE_ERRORS = `${DOC} › Errors › Parse operation`;
export const RESOURCE = `${DOC} › Resources and fields › Results resource (asynchronous flow)`;

export const EVENT_TYPES = { parsed: 'BANK_STATEMENT_PARSED_SUCCESSFULLY', failed: 'BANK_STATEMENT_PARSING_FAILED' } as const;

/** The statement the baseline parse submits: one calendar month, readable. */
export const BASELINE_STATEMENT = 'month-2025-12.pdf';
/** A file that is no statement at all (a PNG named .pdf): its parse fails. */
export const UNREADABLE_STATEMENT = 'not-a-pdf.pdf';

export interface StatementRef {
  name: string;
  /** Fixed where a rule must find it in the results (the re-parse rule); else seeded. */
  statementId?: string;
}

/** The statements' items: each URL as the target serves the file, and an id (fixed, or seeded). */
export const statementFiles = (files: readonly (string | StatementRef)[]): Value[] =>
  files.map((f) => {
    const { name, statementId } = typeof f === 'string' ? { name: f, statementId: undefined } : f;
    return {
      statementUrl: { $: 'statementUrl', name },
      statementId: statementId ?? fake('string.alphanumeric', [12], 'stmt-%s'),
    };
  });

/** A valid parse request of the given statements: every required field, seeded values, no month validation. */
export const parseBaseline = (files: readonly (string | StatementRef)[] = [BASELINE_STATEMENT]): Edit[] =>
  jsonWithHeaderCredentials({
    bankStatementFiles: statementFiles(files),
    merchantId: fake('string.numeric', [8], 'M-%s'),
    contractId: fake('string.numeric', [8], 'C-%s'),
    merchantLegalName: fake('company.name', [], '%s LLC'),
    merchantDBA: fake('company.name'),
  });

/** Submit these statements instead of the baseline's (and any other fields). */
export const submitting = (files: readonly (string | StatementRef)[], fields: Record<string, string | number> = {}): Edit[] =>
  set({ bankStatementFiles: statementFiles(files), ...fields });

/** The subscription every flow starts with; skipped where no event can reach the harness (it would name no URL). */
export const SUBSCRIBE: Step = {
  title: 'subscribe the receiver to both event types',
  operation: 'webhookConfig',
  request: unchanged,
  status: 'success',
  needsReceiver: true,
};

/** The subscription names no transactionId; one is drawn and dropped, as the recordings were made. */
export const subscribeBaseline: Edit[] = [
  { body: { webhookUrl: { $: 'webhookUrl' }, events: Object.values(EVENT_TYPES) } },
  ...jsonWithHeaderCredentials({}).slice(1),
  ...dropHeaders('transactionid'),
];

/** A parse step of a flow, waiting for its event; `again` parses with the first parse's transactionId. */
export const parseStep = (title: string, files: readonly (string | StatementRef)[], again = false): Step => ({
  title,
  operation: 'parseBankStatement',
  request: [
    ...submitting(files),
    ...(again
      ? [
          {
            headers: {
              transactionid: { $: 'earlier', operation: 'parseBankStatement', which: 'first', value: 'sentTransactionId' },
            },
          } as Edit,
        ]
      : []),
  ],
  status: 202,
  awaitEvent: true,
});

/** The results request of the flow's parse: its transactionId in the header, an empty JSON object as the body. */
export const ofTheParse: Edit[] = [
  { headers: { transactionid: { $: 'earlier', operation: 'parseBankStatement', which: 'last', value: 'transactionId' } } },
];

export const resultsBaseline: Edit[] = jsonWithHeaderCredentials({});

/** The results of the flow's parse, asked for after its event (without a receiver: until they are ready). */
export const RESULTS_OF_THE_PARSE: FollowStep = {
  title: 'the results of the parse',
  operation: 'getBankStatementParsingResults',
  request: ofTheParse,
  untilReady: true,
};

/** An event's id and timestamp are new on every delivery (each event of a recording keeps an id of its own). */
export const EVENT_VOLATILE = ['/id', '/timestamp', '/event/id', '/event/timestamp'];
/** The processing times of a parse's results: new on every parse. */
export const RESULTS_VOLATILE = ['/result/details/overallProcessingTime', '/result/details/statements/*/statementProcessingTime'];
