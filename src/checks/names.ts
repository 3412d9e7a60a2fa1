// The checks' names, in the order they run: what violations, reports and labels call them. A module of its own, so
// the reports (loaded by the command before vitest starts) know them without loading the checks: index.ts holds each
// name's check, in this order (test/unit/checks/names.test.ts).
export const CHECK_NAMES = [
  'statusCode',
  'contentType',
  'jsonBody',
  'statusCodeMirror',
  'responseSchema',
  'variant',
  'errorCode',
  'message',
  'absentField',
  'echoedField',
  'eventFields',
  'later',
  'oracles',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
