// `npm run sandbox`: starts the reference sandbox until it is stopped (Ctrl-C, SIGTERM, SIGHUP, or the exit of whatever
// started it) and prints what to paste to point the harness at it.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHANGES } from './changes.js';
import { FAULTS } from './faults.js';
import { EXPLORE_FAULTS } from './faults/explore.js';
import { PROFILES, withProfile } from './profiles.js';
import { type RunningSandbox, startSandbox } from './server.js';

// The repository's git-ignored .env, as the harness reads it (the environment wins): VTS_SANDBOX_PORT, _FAULTS…
const ENV_FILE = new URL('../.env', import.meta.url);
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

// Every host placeholder of the two documents, with the variable the harness reads it from; all share one base URL,
// and {region_url} adds the region code as a path (`<url>/{region}`: the harness fills in {region}).
const PLACEHOLDERS: readonly (readonly [placeholder: string, env: string, suffix?: string])[] = [
  ['auth_url', 'VTS_AUTH_URL'],
  ['legacy_auth_url', 'VTS_LEGACY_AUTH_URL'],
  ['ind_engine_url', 'VTS_IND_ENGINE_URL'],
  ['usa_url', 'VTS_USA_URL'],
  ['philsys_url', 'VTS_PHILSYS_URL'],
  ['zaf_url', 'VTS_ZAF_URL'],
  ['region_url', 'VTS_REGION_URL', '/{region}'],
  ['usa_engine_url', 'VTS_USA_ENGINE_URL'],
  ['review_url', 'VTS_REVIEW_URL'],
];

const HELP = `Usage: npm run sandbox -- [--port <n>] [--host <address>] [--faults <id,id>] [--profile <id>] [--allow-remote] [--log]

Starts the reference sandbox (sandbox/README.md lists its test values and faults) and runs until Ctrl-C, SIGTERM or
SIGHUP, or until the process that started it (npm, a shell, a test) exits.

  --port <n>        port to listen on (default: $VTS_SANDBOX_PORT, else 0 = a free port)
  --host <address>  address to bind (default: 127.0.0.1)
  --faults <ids>    comma-separated fault ids to switch on (default: $VTS_SANDBOX_FAULTS, else none)
  --profile <id>    a vendor-upgrade profile to switch on: its faults, joined to those above, and its changes
                    (default: $VTS_SANDBOX_PROFILE, else none)
  --allow-remote    deliver events to, and fetch statements from, any address (default: $VTS_SANDBOX_ALLOW_REMOTE=1,
                    else loopback addresses only: a sandbox bound to a shared host is not an open relay)
  --log             log every request (Fastify's JSON logger)
  --help            this text

Faults (each breaks one documented rule):
${FAULTS.map((f) => `  ${f.id.padEnd(46)} ${f.breaks}`).join('\n')}

Faults only exploration finds (break no rule; vts explore reports them as):
${EXPLORE_FAULTS.map((f) => `  ${f.id.padEnd(46)} ${f.foundAs}`).join('\n')}

Changes (break no rule; switched on by profiles):
${CHANGES.map((c) => `  ${c.id.padEnd(46)} ${c.drift}: ${c.describe}`).join('\n')}

Vendor-upgrade profiles:
${PROFILES.map((p) => `  ${p.id.padEnd(46)} faults: ${p.faults.join(', ')}; changes: ${p.changes.join(', ')}`).join('\n')}`;

function fail(message: string): never {
  console.error(`${message}\nRun npm run sandbox -- --help for usage.`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: {
    port?: string;
    host?: string;
    faults?: string;
    profile?: string;
    'allow-remote'?: boolean;
    log?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        faults: { type: 'string' },
        profile: { type: 'string' },
        'allow-remote': { type: 'boolean' },
        log: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(HELP);
    return;
  }
  const portText = values.port ?? process.env.VTS_SANDBOX_PORT ?? '0';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`Invalid port "${portText}": give 0 to 65535 with --port or VTS_SANDBOX_PORT.`);
  const given = (values.faults ?? process.env.VTS_SANDBOX_FAULTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const profile = (values.profile ?? process.env.VTS_SANDBOX_PROFILE)?.trim() || undefined;
  let switched: ReturnType<typeof withProfile>;
  try {
    switched = withProfile(given, profile);
  } catch (error) {
    fail((error as Error).message);
  }
  const { faults, extraFaults } = switched;

  const allowRemote = values['allow-remote'] ?? process.env.VTS_SANDBOX_ALLOW_REMOTE?.trim() === '1';
  const sandbox = await startSandbox({
    port,
    host: values.host,
    faults,
    extraFaults,
    allowRemote,
    logger: values.log ?? false,
  }).catch((error: Error) => fail(error.message));
  // Before the URL is printed: whoever reads it may stop the sandbox at once.
  stopWhenAskedOrOrphaned(sandbox);
  const switchedOn = [
    ...(profile !== undefined ? [`profile ${profile}`] : []),
    ...(faults.length > 0 ? [`faults: ${faults.join(', ')}`] : []),
    ...(extraFaults.length > 0 ? [`changes: ${extraFaults.map((c) => c.id).join(', ')}`] : []),
    ...(allowRemote ? ['calls to any address allowed'] : []),
  ];
  console.log(
    `vts reference sandbox listening on ${sandbox.url}${switchedOn.length > 0 ? ` with ${switchedOn.join('; ')}` : ''}\n`,
  );
  console.log('Placeholders:');
  for (const [placeholder, , suffix = ''] of PLACEHOLDERS) console.log(`  {${placeholder}} = ${sandbox.url}${suffix}`);
  console.log('\nTo point the harness at this server, paste:');
  console.log(`VTS_SANDBOX_URL=${sandbox.url}`);
  for (const [, env, suffix = ''] of PLACEHOLDERS) console.log(`${env}=${sandbox.url}${suffix}`);
  console.log('\nCtrl-C stops it (so do SIGTERM, SIGHUP, and the exit of the process that started it).');
}

// How often the sandbox checks that whoever started it is still there.
const PARENT_CHECK_MS = 250;
// Closing waits for requests in flight; past this, the process exits anyway.
const CLOSE_DEADLINE_MS = 3_000;

// Stops on SIGINT, SIGTERM and SIGHUP, and when the process that started it goes away: its parent and, under `npm run
// sandbox`, every process up to npm (npm forwards SIGTERM only to the script's shell, a killed npm nothing). Watching up
// to npm needs /proc (Linux); elsewhere the parent alone is watched.
function stopWhenAskedOrOrphaned(sandbox: RunningSandbox): void {
  const parent = process.ppid;
  const links = linksUpToNpm(parent);
  const watch = setInterval(() => {
    if (process.ppid !== parent || links.some(([pid, ppid]) => parentOf(pid) !== ppid))
      stop('the process that started the sandbox exited');
  }, PARENT_CHECK_MS);
  watch.unref();

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) {
      // A second Ctrl-C does not wait for requests in flight.
      process.exit(1);
    }
    stopping = true;
    clearInterval(watch);
    console.log(`\n${reason}: stopping the sandbox`);
    setTimeout(() => {
      console.error(`the sandbox did not close within ${CLOSE_DEADLINE_MS} ms: exiting anyway`);
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
    sandbox.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  // Output to a reader that went away (a closed pipe) must not crash the process before it closes the server.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

// Under `npm run sandbox`, the processes from this one's parent up to the shell npm ran the script in, each with its
// parent (the last one's is npm): one that exits or is re-parented ends the run. Empty when npm did not start this
// process, or without /proc.
function linksUpToNpm(parent: number): (readonly [pid: number, ppid: number])[] {
  const script = process.env.npm_lifecycle_script;
  if (script === undefined) return [];
  const links: (readonly [number, number])[] = [];
  // The script's own command may run this file through a launcher (tsx's CLI starts a second node): a few levels.
  for (let pid: number | undefined = parent; pid !== undefined && links.length < 4; pid = parentOf(pid)) {
    const ppid = parentOf(pid);
    if (ppid === undefined) return [];
    links.push([pid, ppid]);
    const [, flag, command] = commandLine(pid);
    if (flag === '-c' && command?.startsWith(script)) return links;
  }
  return [];
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** The parent pid of `pid` (from /proc, Linux), or undefined when it is gone or /proc is not there. */
function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ...", where comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

await main();
