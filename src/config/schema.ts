// The JSON Schema of vts.config.json, built from the key table: the file validates against it, editors complete with
// it (the published vts.config.schema.json, `npm run config:schema`), and docs/config.md's table is read from it.
import { CONFIG_KEYS, type ConfigKey, GROUPS } from './keys.js';

export type JsonSchema = Record<string, unknown>;

/** The help, then what sets it instead: `--flag` wins over the key, the key sets the variable where it is unset. */
const described = (k: ConfigKey): string => {
  const wins = k.selection ? 'replaced by any --operation, --rule or --exclude' : `--${k.flag} wins`;
  const how = [k.flag === undefined ? '' : wins, k.env === undefined ? '' : `sets ${k.env}`].filter(Boolean);
  return how.length === 0 ? k.help : `${k.help} (${how.join('; ')})`;
};

const property = (k: ConfigKey): JsonSchema => ({
  description: described(k),
  ...k.schema,
  ...(k.fallback === undefined ? {} : { default: k.fallback }),
});

const closed = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
});

export function configSchema(): JsonSchema {
  const top = CONFIG_KEYS.filter((k) => !k.name.includes('.'));
  const inGroup = (group: string) => CONFIG_KEYS.filter((k) => k.name.startsWith(`${group}.`));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'vts.config.schema.json',
    title: 'vts.config.json',
    description:
      'The settings of the vts conformance harness in a team repository. Flags win over the environment, ' +
      'the environment over this file, this file over the defaults; ${VAR} or ${VAR:-fallback} in a string ' +
      "reads the environment; paths resolve against this file's folder.",
    ...closed({
      $schema: { description: 'the schema, for editor completion', type: 'string' },
      ...Object.fromEntries(top.map((k) => [k.name, property(k)])),
      ...Object.fromEntries(
        Object.entries(GROUPS).map(([group, { help }]) => [
          group,
          {
            description: help,
            ...closed(Object.fromEntries(inGroup(group).map((k) => [k.name.slice(group.length + 1), property(k)]))),
          },
        ]),
      ),
    }),
  };
}
