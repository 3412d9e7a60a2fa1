// The ticket an accepted deviation is tied to (baseline:update --ticket): an id ("QA-123") or an http(s) URL. An id
// becomes a link through the config's template (its ticketUrl); without one it is shown by name.

/** Characters a URL carries unescaped: an id put in a template needs no encoding to stay one path segment. */
export const TICKET_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const TICKET_URL_MAX = 500;
/** Where a template puts the id. */
export const ID_SLOT = '{id}';

const webUrl = (text: string): URL | undefined => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/** What is wrong with a ticket as typed, with its fix; undefined when it is an id or an http(s) URL. */
export function ticketProblem(ticket: string): string | undefined {
  if (TICKET_ID.test(ticket)) return undefined;
  const fix = 'give the ticket\'s id (like QA-123: letters, digits, ".", "_", "-", at most 64) or its http(s) URL';
  if (!/^https?:\/\//i.test(ticket)) return `--ticket "${ticket}" is neither an id nor an http(s) URL: ${fix}`;
  const url = webUrl(ticket);
  if (url === undefined || /\s/.test(ticket) || ticket.length > TICKET_URL_MAX)
    return `--ticket is not a well-formed http(s) URL of at most ${TICKET_URL_MAX} characters: ${fix}`;
  if (url.username !== '' || url.password !== '')
    return '--ticket carries credentials in its URL: give the URL without them (user:password@)';
  return undefined;
}

/** The ticket's link: a URL as it is, an id through a template holding {id}; undefined when it has none. */
export function ticketLink(ticket: string, template: string | undefined): string | undefined {
  if (!TICKET_ID.test(ticket)) return webUrl(ticket) === undefined ? undefined : ticket;
  const t = template?.trim();
  if (!t?.includes(ID_SLOT)) return undefined;
  const url = t.split(ID_SLOT).join(encodeURIComponent(ticket));
  return webUrl(url) === undefined ? undefined : url;
}
