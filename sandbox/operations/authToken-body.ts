// Body validation of the current token operation (spec › Errors › Current token operation). The checks run in the
// order of the documented 400 message list and the first failing one answers, like a Joi schema with abortEarly.
// Messages are the documented text, field names in double quotes where the document puts them in backticks.
import { MAX_ID_CHARS, tooLong } from '../body.js';
import type { Settings } from '../settings.js';

type Body = Readonly<Record<string, unknown>>;
/** One validation: the message when the body breaks it, else undefined. */
type Check = (body: Body, settings: Settings) => string | undefined;

const RESUME_VALUES: readonly unknown[] = ['yes', 'no'];

// The four mandatory strings, ids of at most MAX_ID_CHARS (the server refuses longer ones before they get here; the
// check stays, since transactionId is remembered). A present non-string or an over-long one gets Joi's wording: the
// document lists no message for either.
const requiredString =
  (field: string, nonEmpty = false): Check =>
  ({ [field]: value }) => {
    if (value === undefined) return `"${field}" is required`;
    if (typeof value !== 'string') return `"${field}" must be a string`;
    if (nonEmpty && value === '') return `"${field}" is not allowed to be empty`;
    if (value.length > MAX_ID_CHARS) return tooLong(field, MAX_ID_CHARS);
    return undefined;
  };

const optionalString =
  (field: string): Check =>
  (body) =>
    body[field] !== undefined && typeof body[field] !== 'string' ? `"${field}" must be a string` : undefined;

// expiry: a number first (JSON strings such as "3600" are not converted), then whole seconds, then the range.
// The range messages stay the documented text whatever the settings say, so a fault that moves a bound shows
// up only on the boundary value it moves.
const expiry: Check = ({ expiry: value }, settings) => {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') return '"expiry" must be a number';
  if (!Number.isInteger(value)) return '"expiry" must be an integer';
  if (value < settings.authTokenExpiryMin) return '"expiry" must be greater than or equal to 1';
  if (value > settings.authTokenExpiryMax) return '"expiry" must be less than or equal to 86400';
  return undefined;
};

const CHECKS: readonly Check[] = [
  requiredString('appId'),
  requiredString('appKey'),
  // An empty transactionId ties to no journey (Conventions 2), so no token; an empty appId or workflowId is refused
  // later anyway (401, 404). Joi's words, the voice of the documented messages.
  requiredString('transactionId', true),
  requiredString('workflowId'),
  (body, settings) =>
    settings.resumeRequired && body.authenticateOnResume === undefined ? 'authenticateOnResume is required' : undefined,
  ({ authenticateOnResume: value }, settings) =>
    value !== undefined &&
    !RESUME_VALUES.includes(!settings.resumeCaseSensitive && typeof value === 'string' ? value.toLowerCase() : value)
      ? 'authenticateOnResume must be one of [yes, no]'
      : undefined,
  optionalString('mobileNumber'),
  optionalString('email'),
  (body, settings) =>
    settings.contactExclusive && body.mobileNumber !== undefined && body.email !== undefined
      ? 'only one of mobileNumber or email should be sent'
      : undefined,
  expiry,
];

/** The first validation message the body breaks, or undefined when it is valid. */
export function invalidBodyMessage(body: Body, settings: Settings): string | undefined {
  for (const check of CHECKS) {
    const message = check(body, settings);
    if (message !== undefined) return message;
  }
  return undefined;
}
