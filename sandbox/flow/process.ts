// A parse request's processing, after its 202 (issue 11 contract › Processing): each statement fetched and read in
// turn (one statement's bytes held at a time), the results built and stored for the transactionId, then the event
// delivered. Any statement that cannot be fetched or read fails the parse. Runs in the background and never rejects:
// every error is an outcome (failed), never an unhandled rejection.
import type { SandboxContext } from '../context.js';
import { deliverEvent } from './deliver.js';
import type { Outcome } from './events.js';
import { fetchStatement, StatementUnavailable } from './fetch-statement.js';
import type { Job, JobKey } from './jobs.js';
import type { RowsRead } from '../statements/analyse-pdf.js';
import type { Period } from './months.js';
import type { ParseRequest, StatementFile } from './parse-request.js';
import { buildDetails, type ParsedStatement, readStatement, type ResultsDetails } from './results/index.js';

const PDF_MAGIC = Buffer.from('%PDF-');

/** The last path segment of the statement's URL, as the statement object's fileName. */
export function fileNameOf(statementUrl: string): string {
  const segment = statementUrl.split(/[?#]/)[0]?.split('/').at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One statement fetched and read: its reading for buildDetails. Throws when it cannot be fetched or read. */
async function readOne(file: StatementFile, context: SandboxContext, rowsRead: RowsRead): Promise<ParsedStatement> {
  const started = performance.now();
  const bytes = await fetchStatement(file.statementUrl, context.flow.stop, context.outbound);
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new StatementUnavailable(`${file.statementUrl} is not a PDF`);
  const password = context.settings.parsePasswordsUsed ? file.password : undefined;
  const analysis = await readStatement(bytes, password, rowsRead);
  const processingSeconds = (performance.now() - started) / 1000;
  return { statementId: file.statementId, fileName: fileNameOf(file.statementUrl), analysis, processingSeconds };
}

/** Fetches and reads the statements in request order, one at a time through the read limiter; throws on the first that
 * cannot be fetched or read, or once `wanted` says the result is no longer wanted. */
export async function readStatements(
  files: readonly StatementFile[],
  context: SandboxContext,
  wanted: () => boolean = () => true,
): Promise<ParsedStatement[]> {
  const { reads, stop } = context.flow;
  const read: ParsedStatement[] = [];
  for (const file of files) {
    const statement = await reads.run(async () => {
      if (stop.aborted || !wanted()) throw new StatementUnavailable('the parse is no longer wanted');
      return readOne(file, context, context.settings.rowsRead.parse);
    });
    read.push(statement);
  }
  return read;
}

/** The statement's period as its heading prints it; none for a statement without one (an image-only PDF). */
export const periodsOf = (statements: readonly ParsedStatement[]): Period[] =>
  statements.flatMap(({ analysis }) => (analysis.heading === undefined ? [] : [analysis.heading]));

/** What the handler did before the 202: the statements read (month validation), found unreadable, or refused for their
 * months (answered after the 202: `refused` is what the results say). */
export type Prepared =
  | { readonly statements: readonly ParsedStatement[]; readonly started: number }
  | 'failed'
  | { readonly refused: string | undefined };

/** The earlier results kept beside the new ones (a fault: a re-parse must replace them). */
function appended(earlier: ResultsDetails, latest: ResultsDetails): ResultsDetails {
  return {
    ...latest,
    numberOfBankStatements: earlier.numberOfBankStatements + latest.numberOfBankStatements,
    statements: [...earlier.statements, ...latest.statements],
  };
}

async function outcomeOf(
  context: SandboxContext,
  key: JobKey,
  ticket: symbol,
  request: ParseRequest,
  earlier: Job | undefined,
  prepared: Prepared | undefined,
): Promise<Outcome | undefined> {
  const { jobs } = context.flow;
  if (typeof prepared === 'object' && 'refused' in prepared)
    return jobs.fail(key, ticket, prepared.refused) ? 'months-refused' : undefined;
  try {
    if (prepared === 'failed') throw new StatementUnavailable('a statement could not be read');
    const started = prepared?.started ?? performance.now();
    const statements = prepared?.statements ?? (await readStatements(request.files, context, () => jobs.isLatest(key, ticket)));
    if (statements.length === 0) throw new StatementUnavailable('no statement was sent');
    const details = buildDetails({
      contractId: request.contractId,
      merchantId: request.merchantId,
      statements,
      processingSeconds: (performance.now() - started) / 1000,
    });
    const kept =
      !context.settings.reparseReplaces && earlier?.state === 'completed' ? appended(earlier.details, details) : details;
    return jobs.complete(key, ticket, kept) ? 'completed' : undefined;
  } catch {
    return jobs.fail(key, ticket) ? 'failed' : undefined;
  }
}

/** Starts the job for the key (replacing any earlier one) and processes it in the background. A job replaced before it
 * finished sends no event: its outcome is no longer the transactionId's. */
export function startParse(context: SandboxContext, key: JobKey, request: ParseRequest, prepared?: Prepared): void {
  const { jobs } = context.flow;
  const earlier = jobs.find(key);
  const ticket = jobs.start(key);
  const run = async () => {
    const outcome = await outcomeOf(context, key, ticket, request, earlier, prepared);
    if (outcome !== undefined && !context.flow.stop.aborted) await deliverEvent(context, key, outcome);
  };
  // outcomeOf and deliverEvent catch everything; this catch only keeps a future bug from being an unhandled rejection.
  context.flow.settling.track(
    key.transactionId,
    run().catch(() => undefined),
  );
}
