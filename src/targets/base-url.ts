// A base URL as the live target takes it (a variable's value): read by the live target, its flow and the doctor.
/** What is wrong with a base URL, or undefined: it must be http(s) with a host and no query, fragment or credentials
 * (fetch refuses those). A path is kept: the operation path is appended to it. */
export function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `has the scheme "${url.protocol}", not http: or https:`;
  if (url.hostname === '') return 'has no host';
  if (url.username !== '' || url.password !== '') return 'holds credentials (put them in VTS_APP_ID and VTS_APP_KEY)';
  if (url.search !== '' || url.hash !== '') return 'has a query or a fragment';
  return undefined;
}
