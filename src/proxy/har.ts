// A HAR 1.2 file of what the proxy saw, written as it comes: the opening at once, each entry appended as it is judged,
// the closing on close (then renamed into place, so a file at the path is always whole). Every entry passes the
// redaction of redact-exchange.ts first: no credential, no personal value, no uploaded file reaches the file; where it
// replaced a value the harness knows, a mark names which (har-marks.ts), with the nonce the creator's comment gives.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { finished } from 'node:stream/promises';
import { VtsError } from '../base/errors.js';
import { shownPath } from '../base/paths.js';
import { HARNESS_VERSION } from '../base/version.js';
import { type KnownValues, MARK_CREATOR, marksComment } from '../capture/har-marks.js';
import type { CapturedExchange } from '../capture/types.js';
import type { OperationId } from '../model/operations.js';
import { credentialSecrets, REDACTED } from '../redaction/index.js';
import { secretTable } from '../redaction/redact.js';
import { merged, type Replacements } from '../redaction/scrubber.js';
import { harEntry } from './har-entry.js';
import { harMarker } from './har-marks.js';

export interface HarWriter {
  append(exchange: CapturedExchange, operation?: OperationId): void;
  /** Writes the closing and puts the file in place. */
  close(): Promise<void>;
}

/** Values remembered from earlier exchanges, the newest kept (tokens rotate; a person met once is met again soon). */
const REMEMBERED = 512;

/** The credentials of the environment, as the harness reads them: scrubbed wherever they appear. */
export const environmentSecrets = (env: NodeJS.ProcessEnv = process.env): string[] =>
  credentialSecrets({ appId: env.VTS_APP_ID?.trim() ?? '', appKey: env.VTS_APP_KEY?.trim() ?? '' });

/** `known`: the values marks may name (the team's credentials are scrubbed too, whatever `secrets` holds). */
export function openHar(
  path: string,
  secrets: readonly string[] = environmentSecrets(),
  known: KnownValues = { profiles: [] },
): HarWriter {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const out = createWriteStream(partial);
  let failure: Error | undefined;
  out.on('error', (err) => (failure ??= err));
  const nonce = randomBytes(8).toString('hex');
  const mark = harMarker(nonce, known);
  const creator = { name: MARK_CREATOR, version: HARNESS_VERSION, comment: marksComment(nonce) };
  out.write(`{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"entries":[\n`);
  const environment = secretTable([...secrets, ...(known.credentials ? credentialSecrets(known.credentials) : [])]);
  const remembered: Replacements = new Map();
  let count = 0;
  return {
    append(exchange, operation) {
      const { entry, learnt } = harEntry(exchange, operation, merged(environment, remembered), mark);
      for (const [value, replacement] of learnt) {
        if (remembered.get(value) === REDACTED) continue;
        remembered.delete(value);
        remembered.set(value, replacement);
      }
      for (const value of remembered.keys()) if (remembered.size > REMEMBERED) remembered.delete(value);
      out.write(`${count++ === 0 ? '' : ',\n'}${JSON.stringify(entry)}`);
    },
    async close() {
      out.end('\n]}}\n');
      await finished(out).catch((err: Error) => (failure ??= err));
      if (failure !== undefined)
        throw new VtsError(
          'VTS_ERR_REPORTS',
          `the HAR could not be written to ${shownPath(partial)} (${failure.message}): give a writable path`,
        );
      renameSync(partial, path);
    },
  };
}
