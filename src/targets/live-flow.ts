// The live flow's own settings: where the vendor delivers events (VTS_WEBHOOK_PUBLIC_URL, a tunnel to the receiver's
// VTS_WEBHOOK_PORT) and where it fetches the statements (VTS_STATEMENT_BASE_URL). Without the first the flow polls the
// results, without the second the flow rules are not-applicable. All checked before the first case, like the base URLs:
// a malformed one, or a port the receiver cannot listen on, is one line and exit 2, not a failure of every flow case.
import { createServer } from 'node:net';
import { VtsError } from '../base/errors.js';
import type { ReceivingOptions } from '../flow/receiving.js';
import { transportSettings } from '../settings/run-settings.js';
import { baseUrlProblem } from './base-url.js';

export const FLOW_FIX = 'see docs/going-live.md › 4. The statement flow';
/** Where the receiver listens: a tunnel forwards to it on this machine. */
export const RECEIVER_HOST = '127.0.0.1';

const setting = (name: string) => process.env[name]?.trim() || undefined;

/** What is wrong with the flow's variables, every problem named (without the fix, which is FLOW_FIX). */
export function flowEnvProblems(): string[] {
  const port = setting('VTS_WEBHOOK_PORT');
  const problems = (['VTS_WEBHOOK_PUBLIC_URL', 'VTS_STATEMENT_BASE_URL'] as const).flatMap((name) => {
    const value = setting(name);
    const problem = value && baseUrlProblem(value);
    return problem ? [`${name}=${JSON.stringify(value)} ${problem}`] : [];
  });
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    problems.push(`VTS_WEBHOOK_PORT=${JSON.stringify(port)} is not a port number (1 to 65535)`);
  return problems;
}

/** What is wrong with the flow's variables, every problem named; a usage error. */
export function checkFlowEnv(): void {
  const problems = flowEnvProblems();
  if (problems.length > 0) throw new VtsError('VTS_ERR_USAGE', `${problems.join('; ')}: ${FLOW_FIX}`);
}

/** A port the receiver cannot listen on, named with the fix; the same words before the run and at the receiver's start. */
export function portProblem(port: number, code: string | undefined): VtsError {
  const why =
    code === 'EADDRINUSE'
      ? 'is in use on this machine: stop what listens there, or choose a free port (and point the tunnel at it)'
      : `cannot be listened on (${code ?? 'unknown error'}): choose a port above 1023 (and point the tunnel at it)`;
  return new VtsError('VTS_ERR_USAGE', `VTS_WEBHOOK_PORT=${port} ${why}; ${FLOW_FIX}`);
}

/** Whether the receiver will be able to listen on VTS_WEBHOOK_PORT: listened on once and let go. */
export async function checkWebhookPort(): Promise<void> {
  const port = setting('VTS_WEBHOOK_PORT');
  if (port === undefined || setting('VTS_WEBHOOK_PUBLIC_URL') === undefined) return;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(portProblem(Number(port), error.code)));
    server.listen(Number(port), RECEIVER_HOST, () => server.close(() => resolve()));
  });
}

export function liveFlowOptions(): ReceivingOptions {
  checkFlowEnv();
  const publicUrl = setting('VTS_WEBHOOK_PUBLIC_URL');
  const statementBase = setting('VTS_STATEMENT_BASE_URL');
  const port = setting('VTS_WEBHOOK_PORT');
  return {
    receive: publicUrl !== undefined,
    ...(publicUrl ? { publicUrl } : {}),
    // A tunnel forwards to a fixed local port; the receiver still listens on loopback only.
    ...(port ? { port: Number(port) } : {}),
    statements: statementBase ? { base: statementBase } : 'none',
    eventTimeoutMs: transportSettings().eventTimeoutMs,
  };
}
