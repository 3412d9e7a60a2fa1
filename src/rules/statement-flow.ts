// What the rules of the asynchronous statement flow share: the baselines of its operations and the steps a flow is
// made of (subscribe → parse → the event → results). The statements are committed files the target serves or hosts.
import { VtsError } from '../base/errors.js';
import { transactionIdOf } from '../checks/transaction-id.js';
import type { CaseContext, FollowStep, RequestSpec, Step, StepExchange } from '../model/types.js';
import { jsonWithHeaderCredentials } from './header-credentials.js';
import { type Mutation, set } from './mutate.js';

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

export const statementFiles = (ctx: CaseContext, files: readonly (string | StatementRef)[]) =>
  files.map((f) => {
    const { name, statementId } = typeof f === 'string' ? { name: f, statementId: undefined } : f;
    return { statementUrl: ctx.flow.statementUrl(name), statementId: statementId ?? `stmt-${ctx.faker.string.alphanumeric(12)}` };
  });

/** A valid parse request of the given statements: every required field, seeded values, no month validation. */
export const parseBaseline = (ctx: CaseContext, files: readonly (string | StatementRef)[] = [BASELINE_STATEMENT]) =>
  jsonWithHeaderCredentials(ctx, {
    bankStatementFiles: statementFiles(ctx, files),
    merchantId: `M-${ctx.faker.string.numeric(8)}`,
    contractId: `C-${ctx.faker.string.numeric(8)}`,
    merchantLegalName: `${ctx.faker.company.name()} LLC`,
    merchantDBA: ctx.faker.company.name(),
  });

/** Submit these statements instead of the baseline's (and any other fields). */
export const submitting = (files: readonly (string | StatementRef)[], fields: Record<string, string | number> = {}): Mutation =>
  set({ bankStatementFiles: (ctx) => statementFiles(ctx, files), ...fields });

/** The subscription every flow starts with; skipped where no event can reach the harness (it would name no URL). */
export const SUBSCRIBE: Step = {
  title: 'subscribe the receiver to both event types',
  operation: 'webhookConfig',
  request: (req) => req,
  status: 'success',
  needsReceiver: true,
};

export const subscribeBaseline = (ctx: CaseContext): RequestSpec => {
  const { webhookUrl } = ctx.flow;
  if (webhookUrl === undefined)
    throw new VtsError(
      'VTS_ERR_NOT_APPLICABLE',
      'needs a webhook URL: set VTS_WEBHOOK_PUBLIC_URL (docs/going-live.md › 4. The statement flow)',
    );
  const { headers } = jsonWithHeaderCredentials(ctx, {});
  const { transactionid: _unused, ...withoutTransaction } = headers;
  return { headers: withoutTransaction, body: { kind: 'json', value: { webhookUrl, events: Object.values(EVENT_TYPES) } } };
};

/** A parse step of a flow, waiting for its event. */
export const parseStep = (title: string, files: readonly (string | StatementRef)[], again = false): Step => ({
  title,
  operation: 'parseBankStatement',
  request: (req, ctx, earlier) => {
    const submitted = submitting(files)(req, ctx);
    // Parsing again with the same transactionId replaces the earlier results (States and transitions).
    const first = again ? earlier.find((s) => s.request.path.endsWith('/parseBankStatement')) : undefined;
    const transactionid = first?.request.headers.transactionid;
    return transactionid ? { ...submitted, headers: { ...submitted.headers, transactionid } } : submitted;
  },
  status: 202,
  awaitEvent: true,
});

/** The latest parse of the flow: the transactionId later steps use. */
export const lastParse = (earlier: StepExchange[]): StepExchange | undefined =>
  [...earlier].reverse().find((s) => s.request.path.endsWith('/parseBankStatement'));

/** The results request of the flow's parse: its transactionId in the header, an empty JSON object as the body. */
export const ofTheParse = (req: RequestSpec, _ctx: CaseContext, earlier: StepExchange[]): RequestSpec => {
  const transactionid = transactionIdOf(lastParse(earlier));
  return transactionid ? { ...req, headers: { ...req.headers, transactionid } } : req;
};

export const resultsBaseline = (ctx: CaseContext): RequestSpec => jsonWithHeaderCredentials(ctx, {});

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
