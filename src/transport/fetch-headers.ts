// Headers as fetch's Headers would hold them, without loading fetch (Node's undici, ~0.1 s a process) where the names
// and values are plain: names lower-cased, values without surrounding blanks, sorted by name. Anything else (a byte
// fetch refuses, two names that differ only in case) goes through Headers itself, for its exact result or TypeError.
// Replay answers in process: its requests and answers never otherwise touch fetch (src/recording/replay.ts).

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Printable Latin-1 and tab: a value Headers takes as it is, but for the blanks around it. */
const PLAIN_VALUE = /^[\t\x20-\xff]*$/;
const BLANKS = /^[\t ]+|[\t ]+$/g;

/** The headers as `new Headers(given)` iterates them, as a record; throws fetch's own TypeError where fetch would. */
export function asFetchHeaders(given: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name) || !PLAIN_VALUE.test(value) || Object.hasOwn(out, lower)) return throughHeaders(given);
    out[lower] = value.replace(BLANKS, '');
  }
  const names = Object.keys(out).sort();
  return Object.fromEntries(names.map((name) => [name, out[name] as string]));
}

function throughHeaders(given: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(given).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}
