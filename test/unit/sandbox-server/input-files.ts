// The committed upload inputs (and the sized ones, built from their recipe) as the sandbox's own tests send them:
// the base name as filename and the type a client would declare from the extension, like the harness does.
import { join } from 'node:path';
import { INPUTS_DIR, type InputFile, readInput } from '../../../src/uploads/files.js';

/** A file of fixtures/inputs/ by name (e.g. `selfie-a.jpg`, `selfie-a-6291457.jpg`). */
export const inputFile = (name: string): InputFile => readInput(join(INPUTS_DIR, name));

/** A form part: a text value, or a file of fixtures/inputs/ (its filename and declared type overridable). */
export type FormPart = { name: string; value: string } | { name: string; file: string; filename?: string; type?: string };

/** The parts as a FormData, in order, as fetch sends it (a fresh boundary each time). */
export function formOf(parts: readonly FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else {
      const file = inputFile(part.file);
      form.append(
        part.name,
        new Blob([Buffer.from(file.data)], { type: part.type ?? file.type }),
        part.filename ?? file.filename,
      );
    }
  }
  return form;
}
