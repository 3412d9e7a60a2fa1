// Drift between two recording sets (issue 12): the engine the drift command and its reports use.
export { compareRecordings } from './compare.js';
export { type SetContext, setContext } from './context.js';
export { compareSets, readSet } from './sets.js';
export { ABSENT, type Difference, DRIFT_CLASSES, type DriftClass, type DriftKind, type DriftReport, KINDS } from './types.js';
