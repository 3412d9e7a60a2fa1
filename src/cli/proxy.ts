// `vts proxy`: the team's application talks to the vendor through it (staging, or a canary slice of production). Each
// exchange is forwarded as it came and judged off the path, in a thread of its own, by audit's session; on SIGINT/SIGTERM
// the reports and a HAR of what it saw (credentials scrubbed) are written.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { reportsDir } from '../base/paths.js';
import { holdReportsFolder } from '../base/reports-lock.js';
import { serversFromEnv } from '../audit/match.js';
import { HOSTS, type HostPlaceholder } from '../model/operations.js';
import { type JudgingThread, openJudgingThread } from '../proxy/judging-thread.js';
import { startProxy } from '../proxy/proxy.js';
import { onStopSignals } from '../proxy/stop-signals.js';
import { flagProblem } from './args.js';
import { say } from './say.js';

export const USAGE = `Usage: npm run proxy -- [options]

Listens on one loopback port per vendor host set in the VTS_*_URL variables (one per region for VTS_REGION_URL) and
forwards every request there byte for byte; point your application's base URLs at the lines it prints. Each exchange is
judged off the path, as npm run audit judges a capture (docs/audit.md). Stop it with Ctrl-C (SIGINT) or SIGTERM: it then
writes the audit's reports and proxy.har (credentials scrubbed) to the reports folder.

Options:
  --host <address>   the address to listen on (default 127.0.0.1)
  --webhook <url>    your webhook receiver: one listener more, in front of it, judges the vendor's deliveries as events
                     (give the vendor the printed URL, with your receiver's path, as the webhookUrl)
  --record [folder]  also write each documented row's first exchange as its rule's recording, redacted, for replay
                     (default: proxy-recordings in the reports folder, so no committed recording is replaced unasked)
  -h, --help         this text

Exit codes: 0 no violation seen · 1 a violation · 2 a usage error.`;

const OPTIONS = {
  host: { type: 'string' },
  webhook: { type: 'string' },
  record: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function proxyCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { host?: string; webhook?: string; record?: string; help?: boolean };
  // --record takes its folder or none: a bare one reads as `--record=` (the default folder).
  const args = argv.map((a, i) => (a === '--record' && !/^[^-]/.test(argv[i + 1] ?? '') ? '--record=' : a));
  try {
    values = parseArgs({ args, options: OPTIONS, allowPositionals: false }).values;
  } catch (err) {
    return say(out, `proxy: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
  }
  if (values.help) return say(out, USAGE, 0);
  const upstreams = Object.fromEntries(
    (Object.keys(HOSTS) as HostPlaceholder[]).flatMap((h) => {
      const v = process.env[HOSTS[h]]?.trim();
      return v ? [[h, v]] : [];
    }),
  );
  if (Object.keys(upstreams).length === 0)
    return say(out, 'proxy: no vendor base URL: set the VTS_*_URL variables to the vendor hosts (docs/going-live.md)', 2);
  // Read here to say so before listening; the judging thread reads them again from its copy of the environment.
  try {
    serversFromEnv();
  } catch {
    return say(out, 'proxy: a VTS_*_URL variable is no URL: npm run doctor names it', 2);
  }
  const receiver = values.webhook === undefined ? undefined : URL.parse(values.webhook);
  if (receiver === null || (receiver && !/^https?:$/.test(receiver.protocol)))
    return say(out, `proxy: --webhook "${values.webhook}": give your receiver's http(s) URL`, 2);
  const dir = reportsDir();
  let release: (() => void) | undefined;
  let judging: JudgingThread;
  try {
    release = holdReportsFolder(dir, 'set VTS_REPORTS_DIR to a folder you can write');
    judging = await openJudgingThread({
      dir,
      ...(receiver ? { receiver: receiver.href } : {}),
      ...(values.record === undefined ? {} : { record: values.record || join(dir, 'proxy-recordings') }),
    });
  } catch (err) {
    release?.();
    if (err instanceof VtsError) return say(out, `proxy: ${err.message}`, 2);
    throw err;
  }
  const proxy = await startProxy({
    upstreams,
    ...(values.host ? { host: values.host } : {}),
    ...(receiver ? { receiver: receiver.origin } : {}),
    onExchange: (exchange, route) => judging.judge(exchange, route.operation),
  });
  for (const [key, url] of Object.entries(proxy.urls)) {
    if (key === 'receiver') {
      out(`# webhook: give the vendor ${url}${receiver?.pathname === '/' ? '' : receiver?.pathname} as the webhookUrl`);
      continue;
    }
    const host = key.split(':')[0] as HostPlaceholder;
    out(`${key.includes(':') ? `# ${key}: ` : ''}export ${HOSTS[host]}=${url}`);
  }
  out('proxy: forwarding; Ctrl-C writes the reports');
  const code = await new Promise<number>((resolve) => {
    onStopSignals(async () => {
      await proxy.close();
      const end = await judging.finish();
      for (const line of end.lines) out(line);
      const { dropped } = proxy.stats();
      if (dropped > 0) out(`proxy: judging fell behind: ${dropped} exchanges forwarded but not judged`);
      if (end.recorded !== undefined) out(end.recorded);
      resolve(end.violations > 0 ? 1 : 0);
    });
  });
  release();
  return code;
}
