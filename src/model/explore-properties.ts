// The properties exploration holds every answer to, by name: what `explore.properties` of vts.config.json and
// `--property` turn off or on (src/explore/properties.ts checks them).

/** In the order they are checked. */
export const PROPERTIES = [
  'not-a-server-error',
  'documented-status',
  'content-type',
  'response-schema',
  'documented-answer',
  'invalid-input-accepted',
  'valid-input-refused',
  'results-of-the-parse',
] as const;
export type Property = (typeof PROPERTIES)[number];
