// A large JSON text parsed with every empty object and empty array one shared, frozen value. A vendor's 10 MiB of
// `[{},{},…]` is 3.5 million objects from JSON.parse; read this way it is one array of references to one `{}`. Nothing
// the harness judges tells an empty container from another, and none writes into an answer: a write would throw, not
// spread to every other place. stream-json's tokenizer decides what is JSON (held to JSON.parse's answers in
// test/unit/base/lean-json.test.ts); the values are built here, since its Assembler makes a new container for each and
// sets "__proto__" as a prototype.
import { jsonParser } from 'stream-json/core/parser.js';
import { getManyValues, isMany, none } from 'stream-chain/core';

const EMPTY_OBJECT = Object.freeze({});
const EMPTY_ARRAY = Object.freeze([]) as readonly unknown[];
/** The text goes to the tokenizer in slices of this many characters: its tokens for one slice are held at once. */
const SLICE = 64 * 1024;

interface Token {
  name: string;
  value?: unknown;
}

/** The value of a JSON text; throws, as JSON.parse does, when it is not one. */
export function parseLean(text: string): unknown {
  // Called with `none` at the end, as a pipeline flushes it (its type names only the text).
  const tokenize = jsonParser({ packValues: true, streamValues: false }) as (text: string | typeof none) => unknown;
  // The objects and arrays being built, as three stacks (no record is made per container): each is made at its first
  // value, so an empty one never is; the key its next value goes under.
  const containers: (Record<string, unknown> | unknown[] | undefined)[] = [];
  const arrays: boolean[] = [];
  const keys: (string | undefined)[] = [];
  let done = false;
  let result: unknown;

  const place = (value: unknown) => {
    const top = containers.length - 1;
    if (top < 0) {
      result = value;
      done = true;
    } else if (arrays[top]) ((containers[top] ??= []) as unknown[]).push(value);
    else {
      const object = (containers[top] ??= {}) as Record<string, unknown>;
      const key = keys[top] as string;
      // JSON.parse makes "__proto__" an own property; an assignment would set the prototype.
      if (key === '__proto__')
        Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
      else object[key] = value;
    }
  };
  const take = (token: Token) => {
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        containers.push(undefined);
        arrays.push(token.name === 'startArray');
        keys.push(undefined);
        break;
      case 'endObject':
      case 'endArray': {
        const container = containers.pop();
        const array = arrays.pop();
        keys.pop();
        place(container ?? (array ? EMPTY_ARRAY : EMPTY_OBJECT));
        break;
      }
      case 'keyValue':
        keys[keys.length - 1] = token.value as string;
        break;
      case 'numberValue':
        place(Number(token.value));
        break;
      case 'stringValue':
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        place(token.value);
        break;
    }
  };
  const takeAll = (tokens: unknown) => {
    if (tokens === none) return;
    if (isMany(tokens)) for (const token of getManyValues(tokens) as Token[]) take(token);
    else take(tokens as Token);
  };
  for (let at = 0; at < text.length; at += SLICE) takeAll(tokenize(text.slice(at, at + SLICE)));
  takeAll(tokenize(none));
  if (!done) throw new SyntaxError('Unexpected end of JSON input');
  return result;
}
