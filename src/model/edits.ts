// A request as plain data: a list of edits applied to an empty request (a baseline) or to the operation's baseline (a
// rule). Values are literals or references resolved when the request is built; everything survives JSON unchanged.
import type { Faker } from '@faker-js/faker';
import type { OperationId } from './operations.js';

/** A faker module's methods, by name. */
type MethodsOf<M> = { [K in keyof M & string]: M[K] extends (...args: never[]) => unknown ? K : never }[keyof M & string];
/** "module.method" of each seeded faker call there is: a misspelt one fails the type check, not a rule's first build. */
export type FakerCall = {
  [Mod in keyof Faker & string]: Faker[Mod] extends (...args: never[]) => unknown ? never : `${Mod}.${MethodsOf<Faker[Mod]>}`;
}[keyof Faker & string];

/** A value known only when a case is built: test data, credentials, seeded data, a file, an earlier step's answer. */
export type Ref =
  /** A value of the target's profile by key; `format` puts it in a text (`+91%s`). */
  | { $: 'data'; key: string; format?: string }
  | { $: 'credential'; name: 'appId' | 'appKey' }
  /** A seeded faker call (`string.uuid`, `string.numeric` with args [9]); `format` wraps it, `as` converts it. */
  | { $: 'faker'; call: FakerCall; args?: unknown[]; format?: string; as?: 'number' }
  /** A form part's file, named by a profile key (a path); `bytes` sends it emptied or with its first bytes (its magic
   * number) overwritten, under the same name and type (exploration's zero-byte and wrong-magic files). */
  | { $: 'file'; key: string; bytes?: 'empty' | 'wrong-magic' }
  /** A committed statement file's URL as the target serves it. */
  | { $: 'statementUrl'; name: string }
  | { $: 'webhookUrl' }
  /** A committed encrypted statement's password, from the statements' manifest. */
  | { $: 'statementPassword'; file: string }
  /** The transactionId an earlier step of `operation` started (its answer's, else the one it sent), or the one it sent. */
  | { $: 'earlier'; operation: OperationId; which: 'first' | 'last'; value: 'transactionId' | 'sentTransactionId' };

export type Value = string | number | boolean | null | Ref | Value[] | { [key: string]: Value };

export type Edit =
  /** Set top-level JSON body fields (a request without a body gets a JSON one). */
  | { set: Record<string, Value> }
  | { drop: string[] }
  /** Replace the whole JSON body. */
  | { body: Record<string, Value> }
  /** Set headers (lower-case names); one whose value resolves to nothing is left as it is. */
  | { headers: Record<string, Value> }
  | { dropHeaders: string[] }
  /** Replace form parts in place by name, or add them last (a request without a form gets one). */
  | { parts: Record<string, Value> }
  | { dropParts: string[] }
  /** Add parts last even where one of the name is there already (a duplicated part). */
  | { appendParts: Record<string, Value> }
  /** In every item of the array body field `field`: drop keys, then set keys. */
  | { items: { field: string; drop?: string[]; set?: Record<string, Value> } }
  /** The request of earlier step `repeat` (0-based) again, headers and body as they were sent. */
  | { repeat: number }
  /** The JSON body sent otherwise once every edit is made: as a form's text parts, a urlencoded form, or its JSON text
   * under no content type (exploration's content-type moves). */
  | { sendAs: 'multipart' | 'urlencoded' | 'bytes' };
