// The forms the sandbox's own tests of the upload operations send: a valid form of each, changed part by part, from the
// committed inputs of fixtures/inputs/. Sandbox test inputs, not a rule's request: the rules' requests are built from
// their tables (answers.ts).
import { readFileSync } from 'node:fs';
import type { FormPart } from './input-files.js';

/** The password of statement-encrypted.pdf (scripts/statements/catalogue.ts encrypts it with this one). */
export const STATEMENT_PASSWORD = 'sbx-statement-2026';

/** A bank statement analysis form: `pdf` (a file of fixtures/inputs/statements/, or none), then each text part in order. */
export function statementParts(file: string | undefined, fields: Record<string, string> = {}): FormPart[] {
  return [
    ...(file === undefined ? [] : [{ name: 'pdf', file: `statements/${file}` }]),
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ];
}

/** Named parts in order, files first: a part changed to undefined is left out. */
function partsOf<F extends Record<string, string | undefined>>(
  form: F,
  files: readonly (keyof F & string)[],
  texts: readonly (keyof F & string)[],
): FormPart[] {
  const parts: FormPart[] = [];
  for (const name of files) {
    const file = form[name];
    if (file !== undefined) parts.push({ name, file });
  }
  for (const name of texts) {
    const value = form[name];
    if (value !== undefined) parts.push({ name, value });
  }
  return parts;
}

interface SignatureForm {
  image1?: string;
  image2?: string;
  disableCompliance1?: string;
  disableCompliance2?: string;
  enableSignatureDetection?: string;
}

/** A signature matching form: the same signer twice, detection on, with `changes` applied. */
export const signatureParts = (changes: SignatureForm = {}): FormPart[] =>
  partsOf(
    { image1: 'signature-a.png', image2: 'signature-a-again.png', enableSignatureDetection: 'true', ...changes },
    ['image1', 'image2'],
    ['disableCompliance1', 'disableCompliance2', 'enableSignatureDetection'],
  );

interface FaceForm {
  selfie?: string;
  id?: string;
  'preferences.returnScore'?: string;
  idFaceString?: string;
  selfieFaceString?: string;
}

/** A face match form: a selfie and an ID of the same person, with `changes` applied. */
export const faceParts = (changes: FaceForm = {}): FormPart[] =>
  partsOf(
    { selfie: 'selfie-a.jpg', id: 'id-a.jpg', ...changes },
    ['selfie', 'id'],
    ['preferences.returnScore', 'idFaceString', 'selfieFaceString'],
  );

const QR_VALUES = (
  JSON.parse(readFileSync(new URL('../../../fixtures/inputs/qr-values.json', import.meta.url), 'utf8')) as {
    values: { name: string; value: string }[];
  }
).values;

/** The raw QR text of fixtures/inputs/qr-values.json by its name (`digital-id`, `philsys-card`, `invalid-text`...). */
export function qrValue(name: string): string {
  const found = QR_VALUES.find((v) => v.name === name);
  if (found === undefined) throw new Error(`no QR value "${name}" in fixtures/inputs/qr-values.json`);
  return found.value;
}
