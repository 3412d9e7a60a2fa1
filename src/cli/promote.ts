// `npm run record:promote -- <dir>`: adopt a reviewed candidate set (recorded with --out, compared with npm run drift).
import { resolve } from 'node:path';
import { VtsError } from '../base/errors.js';
import { recordingsDir, shownPath } from '../base/paths.js';
import { promoteRecordings } from '../recording/promote.js';
import { say } from './say.js';

export const PROMOTE_USAGE = `Usage: npm run record:promote -- <candidate-dir>

Makes a candidate recording set (npm run record -- --out <dir>, reviewed with npm run drift -- <dir>) the committed one:
its files replace the same rules' files under fixtures/recordings/ (VTS_RECORDINGS_DIR), the others stay. Atomic: a
failed promote leaves the old set whole, and what a killed one left is cleared by the next; a VTS_RECORDINGS_DIR that
is a symbolic link is swapped by its link. A set holds files only: a symbolic link in it is refused. Exit 0 promoted · \
2 the candidate is missing, empty, holds a bad file or a link.`;

export async function promoteCommand(argv: string[], out: (line: string) => void): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) return say(out, PROMOTE_USAGE, 0);
  if (argv.length !== 1 || argv[0]?.startsWith('-'))
    return say(out, 'error VTS_ERR_USAGE: name the candidate set: npm run record:promote -- <dir>', 2);
  try {
    const set = recordingsDir();
    const { replaced, added, unchanged, cleared, restored } = promoteRecordings(resolve(argv[0] as string), set);
    if (restored) out(`an earlier promote was killed mid-swap: the set it had moved aside (${restored}) is back first`);
    if (cleared.length > 0) out(`removed what an earlier, killed promote left: ${cleared.join(', ')}`);
    return say(
      out,
      `promoted: ${replaced} replaced, ${added} added, ${unchanged} unchanged; review with git diff ${shownPath(set)}`,
      0,
    );
  } catch (err) {
    if (err instanceof VtsError) return say(out, `error ${err.code}: ${err.message}`, 2);
    throw err;
  }
}
