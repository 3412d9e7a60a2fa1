// Attachment files, written beside the result: `<uuid>-attachment.<ext>`, scrubbed, each written atomically.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from '../../atomic-write.js';
import type { AllureAttachment } from './model.js';
import { deepScrub, type Scrub } from './scrub.js';

export type Attach = (name: string, value: unknown) => AllureAttachment;

/** JSON values are pretty-printed (`application/json`); strings are written as text (`text/plain`). */
export const attacher =
  (dir: string, scrub: Scrub): Attach =>
  (name, value) => {
    const text = typeof value === 'string';
    const source = `${randomUUID()}-attachment.${text ? 'txt' : 'json'}`;
    writeFileAtomic(join(dir, source), text ? scrub(value) : `${JSON.stringify(deepScrub(value, scrub), null, 2)}\n`);
    return { name: scrub(name), source, type: text ? 'text/plain' : 'application/json' };
  };
