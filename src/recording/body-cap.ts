// A replay holds a recorded answer to the body cap a live run holds the vendor's to (VTS_MAX_BODY_MB): one over it is
// a harness error naming the file and the cap, said before anything is sent, not a failed answer from a replay host.
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { readRecording, type RecordingFile } from './file.js';
import { replyBody } from './replay.js';

/** A file over this many times the cap is refused by its size, unread; below it there is room for a recording's
 * pretty-printing, steps and retries. */
export const UNREAD_OVER_CAPS = 8;

/** As the client says the cap (src/transport/client.ts): MiB, to three places. */
const mb = (bytes: number) => `${Number((bytes / 2 ** 20).toFixed(3))} MB`;
const fix = (path: string) =>
  `raise the cap (VTS_MAX_BODY_MB or --max-body-mb) or re-record it with \`npm run record -- --rule ${basename(path, '.json')}\``;

/** The recording at `path`, once its size and each recorded answer are within `capBytes`. */
export function readWithinCap(path: string, capBytes: number): RecordingFile {
  const bytes = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  if (bytes > UNREAD_OVER_CAPS * capBytes)
    throw new VtsError(
      'VTS_ERR_BAD_RECORDING',
      `${shownPath(path)} is ${mb(bytes)}, over ${UNREAD_OVER_CAPS} × the ${mb(capBytes)} body cap: too large to replay, not read; ${fix(path)}`,
    );
  const file = readRecording(path);
  // A file no larger than the cap holds no answer over it (an answer is stored at least as long as it is sent).
  if (bytes <= capBytes) return file;
  for (const [i, step] of file.steps.entries())
    for (const it of step.interactions) {
      const sent = Buffer.byteLength(replyBody(it.response));
      if (sent > capBytes)
        throw new VtsError(
          'VTS_ERR_BAD_RECORDING',
          `${shownPath(path)}${file.steps.length > 1 ? ` step ${i + 1}` : ''}: its recorded response of ` +
            `${mb(sent)} is over the ${mb(capBytes)} body cap, which a replay holds it to as a live run would; ` +
            `${fix(path)}`,
        );
    }
  return file;
}
