// What every exchange must have to be judged at all: a method, an absolute URL, and a status when there is an answer.
import { NotAnExchange } from './not-an-exchange.js';

const METHOD = /^[A-Za-z]+$/;

/** The method (upper-case: a log may write "post") and the URL as given, once both are known to be what they say. */
export function requestLine(method: unknown, url: unknown): { method: string; url: string } {
  if (typeof method !== 'string' || !METHOD.test(method)) throw new NotAnExchange('no method');
  if (typeof url !== 'string' || url === '') throw new NotAnExchange('no url');
  if (!URL.canParse(url)) throw new NotAnExchange('a url that is not absolute (scheme and host)');
  return { method: method.toUpperCase(), url };
}

/** The status answered: undefined for none (0, empty, absent: the call got no answer), refused when not one. */
export function statusOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === 0 || value === '' || value === '0' || value === '-') return undefined;
  const status = typeof value === 'string' ? Number(value) : value;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
    throw new NotAnExchange('a status that is not an HTTP status');
  return status;
}
