// Ajv, with allErrors, follows the errors of a failed `then` or `else` with one at its `if` ("must match "then"
// schema") whose instance is the whole object: the branch's own errors already say what broke, each where it broke.
import type { ErrorObject } from 'ajv/dist/2020.js';

const within = (inner: ErrorObject, outer: ErrorObject) =>
  inner !== outer && (inner.instancePath === outer.instancePath || inner.instancePath.startsWith(`${outer.instancePath}/`));

/** The errors without each `if` wrapper that has an error at or under its instance: each finding once, innermost.
 * anyOf, oneOf and contains keep theirs: their inner errors are alternatives, the wrapper the finding. */
export const innermost = (errors: ErrorObject[]): ErrorObject[] =>
  errors.filter((e) => e.keyword !== 'if' || !errors.some((x) => x.keyword !== 'if' && within(x, e)));
