// Redaction, the one module: the placeholder, stand-ins, schema marks and the one scrubber, for recordings and reports.
export { credentialSecrets, isSecretHeader, redactHeaders, redactResponseHeaders, secretHeaderValues } from './headers.js';
export { type Mark, type Marks, marked, markedValue, type Side, type Where } from './marks.js';
export { conforms, matchesRedacted, REDACTED } from './placeholder.js';
export { type RedactOptions, redactBody, redactParts } from './redact.js';
export { redactionFor } from './redaction-for.js';
export { createScrubber, lazyScrubber, MIN_SCRUBBED_LENGTH, type Replacements, type Scrubber } from './scrubber.js';
export { sensitiveValues } from './sensitive.js';
export { standIn, standInNumber } from './stand-in.js';
