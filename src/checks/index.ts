// The check catalogue: its keys are the names used in violations, reports and labels.
import { absentField } from './absent-field.js';
import type { Check } from './check.js';
import type { CheckName } from './names.js';
import { contentType } from './content-type.js';
import { echoedField } from './echoed-field.js';
import { errorCode } from './error-code.js';
import { eventFields } from './event.js';
import { jsonBody } from './json-body.js';
import { later } from './later.js';
import { message } from './message.js';
import { oracles } from './oracles.js';
import { responseSchema } from './response-schema.js';
import { statusCode } from './status-code.js';
import { statusCodeMirror } from './status-code-mirror.js';
import { variant } from './variant.js';

export const CHECKS = {
  statusCode,
  contentType,
  jsonBody,
  statusCodeMirror,
  responseSchema,
  variant,
  errorCode,
  message,
  absentField,
  echoedField,
  eventFields,
  later,
  oracles,
} as const satisfies Record<CheckName, Check>;
export type { CheckName };
