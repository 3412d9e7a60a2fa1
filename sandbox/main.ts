// `npm run sandbox`: starts the reference sandbox until Ctrl-C and prints what to paste to point the harness at it.
import { parseArgs } from 'node:util';
import { FAULTS } from './faults.js';
import { startSandbox } from './server.js';

// Every host placeholder of the two documents, with the variable the harness reads it from; all share one base URL.
const PLACEHOLDERS: readonly (readonly [placeholder: string, env: string])[] = [
  ['auth_url', 'VTS_AUTH_URL'],
  ['legacy_auth_url', 'VTS_LEGACY_AUTH_URL'],
  ['ind_engine_url', 'VTS_IND_ENGINE_URL'],
  ['usa_url', 'VTS_USA_URL'],
  ['philsys_url', 'VTS_PHILSYS_URL'],
  ['zaf_url', 'VTS_ZAF_URL'],
  ['region_url', 'VTS_REGION_URL'],
  ['usa_engine_url', 'VTS_USA_ENGINE_URL'],
  ['review_url', 'VTS_REVIEW_URL'],
];

const HELP = `Usage: npm run sandbox -- [--port <n>] [--host <address>] [--faults <id,id>] [--log]

Starts the reference sandbox (sandbox/README.md lists its test values and faults) and runs until Ctrl-C.

  --port <n>        port to listen on (default: $VTS_SANDBOX_PORT, else 0 = a free port)
  --host <address>  address to bind (default: 127.0.0.1)
  --faults <ids>    comma-separated fault ids to switch on (default: $VTS_SANDBOX_FAULTS, else none)
  --log             log every request (Fastify's JSON logger)
  --help            this text

Faults (each breaks one documented rule):
${FAULTS.map((f) => `  ${f.id.padEnd(46)} ${f.breaks}`).join('\n')}`;

function fail(message: string): never {
  console.error(`${message}\nRun npm run sandbox -- --help for usage.`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { port?: string; host?: string; faults?: string; log?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        faults: { type: 'string' },
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
  const faults = (values.faults ?? process.env.VTS_SANDBOX_FAULTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

  const sandbox = await startSandbox({ port, host: values.host, faults, logger: values.log ?? false }).catch((error: Error) =>
    fail(error.message),
  );
  console.log(
    `vts reference sandbox listening on ${sandbox.url}${faults.length > 0 ? ` with faults: ${faults.join(', ')}` : ''}\n`,
  );
  console.log('Placeholders:');
  for (const [placeholder] of PLACEHOLDERS) console.log(`  {${placeholder}} = ${sandbox.url}`);
  console.log('\nTo point the harness at this server, paste:');
  console.log(`VTS_SANDBOX_URL=${sandbox.url}`);
  for (const [, env] of PLACEHOLDERS) console.log(`${env}=${sandbox.url}`);
  console.log('\nCtrl-C stops it.');

  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

await main();
