// The words rule tables are written in: each makes plain edits (src/model/edits.ts), so a rule is data.
import type { Edit, FakerCall, Ref, Value } from '../model/edits.js';

/** A value of the target's test data, by its profile key: `set({ email: data('deliverableEmail') })`. */
export const data = (key: string, format?: string): Ref => ({ $: 'data', key, ...(format === undefined ? {} : { format }) });

/** A seeded faker call: `fake('string.numeric', [9], '9%s')`. */
export const fake = (call: FakerCall, args?: unknown[], format?: string): Extract<Ref, { $: 'faker' }> => ({
  $: 'faker',
  call,
  ...(args === undefined ? {} : { args }),
  ...(format === undefined ? {} : { format }),
});

export const credential = (name: 'appId' | 'appKey'): Ref => ({ $: 'credential', name });

/** A fresh transactionId (or any uuid). */
export const uuid = (): Ref => fake('string.uuid');

/** A credential value that no account has: "wrong-" and 16 seeded characters. */
export const wrongCredential: Ref = fake('string.alphanumeric', [16], 'wrong-%s');

/** Set (or add) top-level body fields. */
export const set = (fields: Record<string, Value>): Edit[] => [{ set: fields }];

/** Remove top-level body fields. */
export const drop = (...fields: string[]): Edit[] => [{ drop: fields }];

/** Set a header (lower-case name). */
export const header = (name: string, value: Value): Edit[] => [{ headers: { [name]: value } }];

/** Remove headers (lower-case names). */
export const dropHeaders = (...names: string[]): Edit[] => [{ dropHeaders: names }];

/** Replace the whole JSON body. */
export const body = (fields: Record<string, Value>): Edit[] => [{ body: fields }];

/** Edits one after another. */
export const all = (...edits: Edit[][]): Edit[] => edits.flat();

export const unchanged: Edit[] = [];

/** The request earlier step `index` (0-based) sent, headers and body as they were. */
export const sameRequestAs = (index: number): Edit[] => [{ repeat: index }];
