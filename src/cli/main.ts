// `node bin/vts.mjs <command> [flags]` (the npm scripts) lands here: the .env, then the command, then its exit code.
import { loadEnvFile } from '../base/env-file.js';
import { VtsError } from '../base/errors.js';
import { runCommandLine } from './commands.js';

// The git-ignored .env at the repository root supplies credentials and URLs; the environment wins over it.
try {
  loadEnvFile();
} catch (err) {
  if (!(err instanceof VtsError)) throw err;
  console.error(`error ${err.code}: ${err.message}`);
  process.exit(2);
}

runCommandLine(process.argv.slice(2), (line) => console.log(line)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
