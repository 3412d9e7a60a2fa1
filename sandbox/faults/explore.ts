// Faults only exploration (issue 40, `vts explore`) finds: each answers a request no rule of the harness sends (an empty
// name, a duplicated form part, an empty list of statements, a resume value in capitals), or a sequence no rule makes
// (issue 52: the flow explored as a state machine), against the documents, so every rule still passes under it. They
// are not in FAULTS: the mutation self-test requires each of those to break a rule. `foundAs` is the property of an
// answer exploration holds that the fault breaks.
import type { Reply } from '../envelope.js';
import { fetchUpiIfsc } from '../operations/fetchUpiIfsc.js';
import { matchFace } from '../operations/matchFace.js';
import type { Operation, SeenRequest } from '../operations/operation.js';
import { parseBankStatement } from '../operations/parseBankStatement.js';
import { TEST_VALUES } from '../test-values.js';
import { type Fault, field, type ReplyTransform } from './kit.js';

export interface ExploreFault extends Omit<Fault, 'breaks' | 'alsoBreaks' | 'alsoChanges'> {
  /** The operation whose answers it changes. */
  readonly operation: string;
  /** A 5xx to a request the documents do not answer so, a 2xx to input they refuse, results not of their parse. */
  readonly foundAs: 'not-a-server-error' | 'invalid-input-accepted' | 'results-of-the-parse';
}

/** The operation's own documented 500, as a throw inside it is answered, for its requests that `when` holds of. */
const internalErrorWhen =
  (operation: Operation, when: (request: SeenRequest) => boolean): ReplyTransform =>
  (reply: Reply, request: SeenRequest) => {
    if (request.operation !== operation.id || !when(request)) return reply;
    return typeof operation.internalError === 'function' ? operation.internalError(request) : operation.internalError;
  };

const hasRepeatedPart = (request: SeenRequest): boolean =>
  request.body.kind === 'multipart' && new Set(request.body.names).size < request.body.names.length;

export const EXPLORE_FAULTS: readonly ExploreFault[] = [
  {
    id: 'explore-fetchUpiIfsc-empty-name-500',
    operation: 'fetchUpiIfsc',
    foundAs: 'not-a-server-error',
    describe: 'an empty `name` ("") answered with the documented 500, not the 400 of a missing name',
    apply: { reply: internalErrorWhen(fetchUpiIfsc, (request) => field(request, 'name') === '') },
  },
  {
    id: 'explore-matchFace-duplicate-part-500',
    operation: 'matchFace',
    foundAs: 'not-a-server-error',
    describe: 'a part sent twice (two `selfie` parts) answered with the documented 500',
    apply: { reply: internalErrorWhen(matchFace, hasRepeatedPart) },
  },
  {
    id: 'explore-parseBankStatement-no-files-500',
    operation: 'parseBankStatement',
    foundAs: 'not-a-server-error',
    describe: '`bankStatementFiles` sent as [] answered 500, not the 400 of a list of 1 to 24 statements',
    apply: {
      reply: internalErrorWhen(parseBankStatement, (request) => {
        const files = field(request, 'bankStatementFiles');
        return Array.isArray(files) && files.length === 0;
      }),
    },
  },
  {
    id: 'explore-authToken-resume-any-case',
    operation: 'authToken',
    foundAs: 'invalid-input-accepted',
    describe: '`authenticateOnResume` read in any case ("YES", "No", "yEs"), where only `yes` and `no` are documented',
    apply: { settings: { resumeCaseSensitive: false } },
  },
  // The flow's own: the results rules ask once, with the account that parsed; the other-workflow rule reuses a first
  // token of `workflowId` under `otherWorkflowId` (still a 409 here), never the reverse.
  {
    id: 'explore-results-other-account',
    operation: 'getBankStatementParsingResults',
    foundAs: 'results-of-the-parse',
    describe: "another account asking with a parse's transactionId gets that parse's results, not the 404 of an id it never used",
    apply: { settings: { resultsOfTheAccount: false } },
  },
  {
    id: 'explore-results-again-500',
    operation: 'getBankStatementParsingResults',
    foundAs: 'not-a-server-error',
    describe: "a finished parse's results asked for a second time are answered 500",
    apply: { settings: { resultsServedAgain: false } },
  },
  {
    id: 'explore-authToken-reuse-after-other-workflow',
    operation: 'authToken',
    foundAs: 'invalid-input-accepted',
    describe: `a transactionId whose first token was under \`${TEST_VALUES.workflows.known[1]}\` gets a second token under another workflow, not the 409`,
    apply: { settings: { reuseFreeAfter: [TEST_VALUES.workflows.known[1] as string] } },
  },
];
