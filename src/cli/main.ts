// `vts <command> [flags]` (here `node bin/vts.mjs`, the npm scripts) lands here: the team's vts.config.json and the
// .env beside it, then the command, then its exit code.
import { loadEnvFile } from '../base/env-file.js';
import { VtsError } from '../base/errors.js';
import { SET_BY_CONFIG } from '../base/set-by-config.js';
import { runCommandLine } from './commands.js';
import { withConfig } from './config-run.js';
import { exitWhenWritten } from './exit-when-written.js';

let argv = process.argv.slice(2);
try {
  const [command = '', ...rest] = argv;
  // Flags win over the environment, the environment over the file, the file over the defaults (docs/config.md).
  const run = withConfig(command, rest, process.env, process.cwd());
  process.env[SET_BY_CONFIG] = Object.keys(run.set).join(',');
  // This repository's own .env too, whatever the working directory (a team's package has none).
  loadEnvFile();
  for (const note of run.notes) console.error(note);
  argv = [command, ...run.argv];
} catch (err) {
  if (!(err instanceof VtsError)) throw err;
  console.error(`error ${err.code}: ${err.message}`);
  process.exit(2);
}

runCommandLine(argv, (line) => console.log(line)).then(exitWhenWritten, (err) => {
  console.error(err);
  exitWhenWritten(2);
});
