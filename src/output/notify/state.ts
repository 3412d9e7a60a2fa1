// The last night per target and selection, in the history folder a CI restores between nights (like the Allure
// history): what the next night is compared with to stay quiet. Written atomically: a killed run leaves the old one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../base/atomic-write.js';
import { historyDir } from '../allure/history.js';
import type { LastNight } from './when.js';

export const stateFile = (dir: string = historyDir()): string => join(dir, 'notify-last.json');

/** `live`, or `live --operation emailBasic`: a part run each night is compared with its own last night. */
export const stateKey = (target: string, selection: string | undefined): string =>
  selection === undefined ? target : `${target} ${selection}`;

type State = Record<string, LastNight>;

/** The file's nights; an unreadable file counts as none (the next message then says the outcome anew). */
export function readState(file: string = stateFile()): State {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { nights?: State };
    return typeof parsed.nights === 'object' && parsed.nights !== null ? parsed.nights : {};
  } catch {
    return {};
  }
}

export function writeState(key: string, night: LastNight, file: string = stateFile()): void {
  const nights = { ...readState(file), [key]: night };
  writeFileAtomic(file, `${JSON.stringify({ nights }, null, 2)}\n`);
}
