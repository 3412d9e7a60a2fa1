// Whether a live run of these rules can start: `npm run doctor`, and the start of every live run. Everything a run
// would otherwise find case by case (a variable unset, a profile left as the example, a header value fetch refuses, a
// file missing) is found here at once, before any request.
import { readdirSync } from 'node:fs';
import { STATEMENTS_DIR } from '../../uploads/statement-facts.js';
import { isRegion } from '../../model/operations.js';
import type { Rule } from '../../model/types.js';
import { baseUrlProblem } from '../../targets/base-url.js';
import { baseUrlsOf, credentialFindings, flowFindings, hostFindings, settingFindings } from './environment.js';
import { factsFindings } from './facts.js';
import type { Findings } from './findings.js';
import { needsOf } from './needs.js';
import { profileFindings } from './profile.js';
import { reachFindings } from './reach.js';

export interface PreflightOptions {
  /** Also send one HEAD per host (`doctor --reach`). */
  reach?: boolean;
}

/** Problems (a run must not start) and hints (it may: what will be not-applicable, what looks odd). */
export async function preflight(rules: Rule[], options: PreflightOptions = {}): Promise<Findings> {
  const found: Findings = { problems: [], hints: [] };
  credentialFindings(found);
  settingFindings(found);
  // A malformed VTS_REGION is reported above; the hosts are checked with the default meanwhile.
  const given = process.env.VTS_REGION?.trim() || 'ind';
  const region = isRegion(given) ? given : 'ind';
  hostFindings(rules, region, found);
  await flowFindings(rules, found);
  profileFindings(rules, found);
  factsFindings(rules, found);
  if (options.reach) await reachFindings(baseUrlsOf(rules, region), statementToFetch(rules), found);
  return found;
}

/** Every problem of a live run of these rules, one line each (what is wrong, then the fix); [] when ready. */
export async function preflightProblems(rules: Rule[], options?: PreflightOptions): Promise<string[]> {
  return (await preflight(rules, options)).problems;
}

/** A committed statement as the vendor would fetch it, when a selected rule sends statement URLs. */
function statementToFetch(rules: Rule[]): { url: string } | undefined {
  const base = process.env.VTS_STATEMENT_BASE_URL?.trim();
  if (!base || baseUrlProblem(base) || !rules.some((r) => needsOf(r).statements)) return undefined;
  const file = readdirSync(STATEMENTS_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort()[0];
  return file === undefined ? undefined : { url: `${base.replace(/\/+$/, '')}/${file}` };
}
