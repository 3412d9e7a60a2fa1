// The one message every destination gets: `text` for whoever shows text (Slack, Mattermost, Google Chat), `vts` for a
// hook that builds its own card. Built from a Night only, so no vendor value or secret can reach it (docs/notify.md).
import type { Outcome } from '../../gate/decide.js';
import type { Night } from './night.js';
import { outcomeOf, type NightOutcome } from './when.js';

/** New violations named in a message; the rest are counted. */
export const NEW_SHOWN = 5;

export interface Links {
  /** The CI build that ran (the Allure executor's buildUrl). */
  runUrl?: string;
  /** Where the report is published (CI_REPORT_URL). */
  reportUrl?: string;
}

export interface NotifyMessage {
  text: string;
  vts: {
    test?: true;
    target: string;
    selection?: string;
    outcome: NightOutcome;
    headline: string;
    exitCode: 0 | 1 | 2;
    counts: Record<string, Record<Outcome, number>>;
    newViolations: { rule: string; title: string }[];
    moreViolations: number;
  } & Links;
}

const countsLine = (op: string, c: Record<Outcome, number>) => `${op}: ${c.pass} pass · ${c.fail} fail · ${c.skip} skip`;

export function buildMessage(night: Night, headline: string, links: Links, options: { test?: boolean } = {}): NotifyMessage {
  const shown = night.failing.slice(0, NEW_SHOWN);
  const more = night.failing.length - shown.length;
  const where = `${night.target}${night.selection === undefined ? '' : ` (${night.selection})`}`;
  const text = [
    `${options.test ? '[test] ' : ''}vts-conformance ${where}: ${headline}`,
    ...Object.entries(night.counts).map(([op, c]) => countsLine(op, c)),
    ...shown.map((f) => `• ${f.rule}: ${f.title}`),
    ...(more > 0 ? [`…and ${more} more`] : []),
    ...(links.runUrl ? [`run: ${links.runUrl}`] : []),
    ...(links.reportUrl ? [`report: ${links.reportUrl}`] : []),
  ].join('\n');
  return {
    text,
    vts: {
      ...(options.test ? { test: true as const } : {}),
      target: night.target,
      ...(night.selection === undefined ? {} : { selection: night.selection }),
      outcome: outcomeOf(night.code),
      headline,
      exitCode: night.code,
      counts: night.counts,
      newViolations: shown,
      moreViolations: more,
      ...(links.runUrl ? { runUrl: links.runUrl } : {}),
      ...(links.reportUrl ? { reportUrl: links.reportUrl } : {}),
    },
  };
}
