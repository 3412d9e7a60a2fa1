// The schemas under schemas/ (the harness's own files left out) as a contract's components: one component per file,
// named by its path (matchFace/400.summary.schema.json → matchFace.400.summary), JSON Schema 2020-12 kept as written.
// Only what a file's place in one document changes is changed: $id and $schema go (the document's dialect says which
// JSON Schema it is) and every $ref between files points into the document instead.
import { allSchemaIds, schemaOf, type SchemaObject } from '../validators/registry.js';

/** schemas/<id> as a component name: the path without `.schema.json`, `/` read as `.`. */
export const componentName = (schemaId: string): string => schemaId.replace(/\.schema\.json$/, '').replaceAll('/', '.');

/** Where the components live in each document: OpenAPI's and AsyncAPI's `components.schemas`. */
export const COMPONENTS = '#/components/schemas/';
export const refTo = (schemaId: string): { $ref: string } => ({ $ref: `${COMPONENTS}${componentName(schemaId)}` });

// A fixed base to resolve relative $refs the way Ajv does (src/validators/annotations.ts does the same): ids are paths.
const BASE = 'https://schemas.invalid/';

/** A $ref of schemas/<from> rewritten into the document: the file it names as a component, its fragment kept below it. */
export function rewriteRef(ref: string, from: string): string {
  const url = new URL(ref, BASE + from);
  const id = url.href.slice(BASE.length, url.href.length - url.hash.length);
  if (schemaOf(id) === undefined) throw new Error(`schemas/${from}: $ref "${ref}" names no file under schemas/: fix the $ref`);
  const fragment = decodeURIComponent(url.hash.slice(1));
  return `${COMPONENTS}${componentName(id)}${fragment === '' || fragment === '/' ? '' : fragment}`;
}

function rewritten(value: unknown, from: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewritten(v, from));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' ? rewriteRef(v, from) : rewritten(v, from),
    ]),
  );
}

/** One schema file as its component. */
export function componentOf(schemaId: string): SchemaObject {
  const schema = schemaOf(schemaId);
  if (schema === undefined) throw new Error(`no schema ${schemaId} under schemas/`);
  const { $id: _id, $schema: _dialect, ...rest } = schema;
  return rewritten(rest, schemaId) as SchemaObject;
}

/** The schema ids a contract carries: every file but the harness's own (recordings, profiles, baselines, facts). */
export const contractSchemaIds = (): string[] => allSchemaIds().filter((id) => !id.startsWith('harness/'));

/** The files these schemas reach through $refs, themselves included, sorted: what a document must carry for them. */
export function reachedFrom(schemaIds: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object')
        for (const [key, v] of Object.entries(value)) {
          if (key === '$ref' && typeof v === 'string') {
            const url = new URL(v, BASE + id);
            visit(url.href.slice(BASE.length, url.href.length - url.hash.length));
          } else walk(v);
        }
    };
    walk(schemaOf(id));
  };
  schemaIds.forEach(visit);
  return [...seen].sort();
}

/** `components.schemas` for these schema ids (and every file they reach), sorted by name. */
export const componentsFor = (schemaIds: readonly string[]): Record<string, SchemaObject> =>
  Object.fromEntries(
    reachedFrom(schemaIds)
      .map((id) => [componentName(id), componentOf(id)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
