// `vts notify --test`: one message marked as a test to each destination the config and environment set up, so a team
// sees its chat receive one before the first night that needs it. A run sends its own (src/output/notify/send.ts).
import { parseArgs } from 'node:util';
import { VtsError } from '../base/errors.js';
import { targetName } from '../settings/target-name.js';
import { flagProblem } from './args.js';
import { say } from './say.js';

export const NOTIFY_USAGE = `Usage: vts notify --test [--target <replay|sandbox|live>]

Sends one message marked as a test to each destination set up: the Slack channel of notify.slackChannel (with
VTS_SLACK_TOKEN), and VTS_NOTIFY_WEBHOOK_URL. A run of vts conformance sends its own when a night needs one
(new violations, an incomplete run, the first green after either). See docs/notify.md.

Options:
  --test             send the test message (required: this command sends nothing else)
  --target <name>    the target the message names (default: $VTS_TARGET or replay)
  -h, --help         this text

Exit codes: 0 every destination had it · 2 a destination failed or is half set up, none is set up, or a usage error.`;

const OPTIONS = {
  test: { type: 'boolean' },
  target: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function notifyCommand(argv: string[], out: (line: string) => void): Promise<number> {
  let values: { test?: boolean; target?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false }));
  } catch (err) {
    return say(out, `error VTS_ERR_USAGE: ${flagProblem(err as Error & { code?: string }, Object.keys(OPTIONS))}`, 2);
  }
  if (values.help) return say(out, NOTIFY_USAGE, 0);
  try {
    if (!values.test) throw new VtsError('VTS_ERR_USAGE', 'vts notify sends only a test message: add --test');
    const { sendTestMessage } = await import('../output/notify/send.js');
    const { lines, ok } = await sendTestMessage(targetName(values.target));
    for (const line of lines) out(line);
    return ok ? 0 : 2;
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
