// `npm run config:schema`: writes vts.config.schema.json (the published JSON Schema of vts.config.json, for editors'
// completion through "$schema") and the key list of docs/config.md, both from src/config/keys.ts. Unit tests hold
// the two files to what this writes (test/unit/generated.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { configKey } from '../src/config/keys.js';
import { configSchema, type JsonSchema } from '../src/config/schema.js';
import { code } from './docs/blocks.js';

const ROOT = join(import.meta.dirname, '..');
export const SCHEMA_FILE = join(ROOT, 'vts.config.schema.json');
export const CONFIG_PAGE = join(ROOT, 'docs', 'config.md');

export const KEYS_START = '<!-- keys: generated from src/config/keys.ts by `npm run config:schema`; do not edit -->';
export const KEYS_END = '<!-- end of the keys -->';

const formatted = async (text: string, file: string) => format(text, { ...((await resolveConfig(file)) ?? {}), filepath: file });

export const currentSchema = (): Promise<string> => formatted(JSON.stringify(configSchema()), SCHEMA_FILE);

/** A value's type as a reader says it: "integer >= 1", "one of `replay`, `sandbox`, `live`", "list of …". */
function typeOf(s: JsonSchema, path: boolean): string {
  if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).map((p) => typeOf(p, path)).join(' or ');
  if (Array.isArray(s.enum)) return `one of ${(s.enum as string[]).map(code).join(', ')}`;
  if (s.type === 'array') return `list of ${String(s.title)}`;
  // A pattern a reader would have to decode says what it matches in its title.
  if (typeof s.title === 'string') return s.title;
  if (typeof s.pattern === 'string')
    return `string like ${code(
      String(s.pattern)
        .replace(/^\^\[0-9\]\+/, 'N')
        .replace(/\$$/, ''),
    )}`;
  const bound =
    typeof s.minimum === 'number' ? ` >= ${s.minimum}` : typeof s.exclusiveMinimum === 'number' ? ` > ${s.exclusiveMinimum}` : '';
  if (s.type === 'string') return path ? 'path' : 'string';
  return `${String(s.type)}${bound}`;
}

/** One line per key of the schema, a grouped one as `folders.<name>`: a list, which Prettier does not pad as it pads a table. */
export function keyList(schema: JsonSchema = configSchema()): string {
  const lines: string[] = [];
  const add = (properties: Record<string, JsonSchema>, prefix: string) => {
    for (const [name, s] of Object.entries(properties)) {
      if (name === '$schema') continue;
      if (s.type === 'object' && s.properties !== undefined) {
        add(s.properties as Record<string, JsonSchema>, `${prefix}${name}.`);
        continue;
      }
      const fallback = s.default === undefined ? '' : `; default ${code(JSON.stringify(s.default))}`;
      lines.push(
        `- ${code(`${prefix}${name}`)} (${typeOf(s, configKey(`${prefix}${name}`)?.path ?? false)}${fallback}): ${String(s.description).replace(/</g, '\\<')}`,
      );
    }
  };
  add(schema.properties as Record<string, JsonSchema>, '');
  return lines.join('\n');
}

/** docs/config.md with its key list regenerated, formatted as the project formats Markdown. */
export async function currentConfigPage(): Promise<string> {
  const page = readFileSync(CONFIG_PAGE, 'utf8');
  const [from, to] = [page.indexOf(KEYS_START), page.indexOf(KEYS_END)];
  if (from < 0 || to < from) throw new Error(`docs/config.md has no ${KEYS_START} ... ${KEYS_END} block: put the markers back`);
  const text = `${page.slice(0, from)}${KEYS_START}\n\n${keyList()}\n\n${KEYS_END}${page.slice(to + KEYS_END.length)}`;
  return formatted(text, CONFIG_PAGE);
}

if (process.argv[1]?.endsWith('config-schema.ts')) {
  writeFileSync(SCHEMA_FILE, await currentSchema());
  writeFileSync(CONFIG_PAGE, await currentConfigPage());
  console.log('config:schema: vts.config.schema.json and the key list of docs/config.md written');
}
