// The report carries personal data, so opening it must reach no third party: every host its page code names is listed,
// and any host outside a short list of names that are never fetched fails the report.

/** Hosts the allure2 page names without fetching them, each with the reason (checked against allure 3.18.0). */
export const NON_FETCHING_HOSTS: Record<string, string> = {
  'www.w3.org': 'XML namespaces (SVG, XLink)',
  'purl.org': 'RDF namespace in an embedded SVG icon',
  'creativecommons.org': 'RDF namespace in an embedded SVG icon',
  'www.inkscape.org': 'namespace and comment in an embedded SVG icon',
  'sodipodi.sourceforge.net': 'namespace in an embedded SVG icon',
  'allure.local': 'base URL the page uses to parse relative links',
  'github.com': 'text of highlight.js console warnings',
  'trace.playwright.dev': 'link offered only for Playwright trace attachments, which the harness never writes',
};

const URL_HOST = /\bhttps?:\/\/([A-Za-z0-9.-]+)/g;
// Protocol-relative references fetch too: src="//host/…".
const RELATIVE_HOST = /\b(?:src|href)\s*=\s*["']?\/\/([A-Za-z0-9.-]+)/gi;
// Only code and styles are decoded: the case data (attachments) may quote URLs as text, which the page never fetches.
const CODE_DATA_URI = /data:(?:text\/javascript|application\/javascript|text\/css);base64,([A-Za-z0-9+/=]+)/g;

const hostsIn = (text: string): string[] =>
  [...text.matchAll(URL_HOST), ...text.matchAll(RELATIVE_HOST)].map((m) => (m[1] as string).toLowerCase());

/** Every host named by the page and its embedded (base64 data: URI) scripts and styles. */
export function hostsOfReport(html: string): string[] {
  const texts = [html, ...[...html.matchAll(CODE_DATA_URI)].map((m) => Buffer.from(m[1] as string, 'base64').toString('utf8'))];
  return [...new Set(texts.flatMap(hostsIn))].sort();
}

/** Hosts outside NON_FETCHING_HOSTS: a report that names any of them must not be published. */
export const thirdPartyHosts = (html: string): string[] =>
  hostsOfReport(html).filter((h) => !Object.hasOwn(NON_FETCHING_HOSTS, h));
