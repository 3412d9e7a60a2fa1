// Each operation's host as a server of its own. The documents name hosts only by placeholder ({auth_url}…), so every
// server is one variable the reader fills in (the harness reads it from the environment variable the description names).
// Face match's host carries a region code where VTS_REGION_URL writes {region} (src/targets/live.ts fills it in; the
// sandbox puts it in the path): the URL is that variable's text before {region}, the region, and the text after it.
import { HOSTS, type HostPlaceholder, REGIONS } from '../model/operations.js';

interface ServerVariable {
  default: string;
  description: string;
  enum?: string[];
}
export interface Server {
  url: string;
  description: string;
  variables: Record<string, ServerVariable>;
}

/** A stand-in default: the documents give no host, and `.invalid` can never resolve (RFC 2606). */
const standIn = (host: string): string => `https://${host.replaceAll('_', '-')}.vendor.invalid`;

export function serverOf(host: HostPlaceholder): Server {
  const env = HOSTS[host];
  if (host !== 'region_url')
    return {
      url: `{${host}}`,
      description: `The documents' {${host}}: the harness reads it from ${env}.`,
      variables: { [host]: { default: standIn(host), description: `The base URL of {${host}} (${env}).` } },
    };
  return {
    url: '{region_url_head}{region}{region_url_tail}',
    description:
      `The documents' {region_url}, whose address carries a region code: the harness reads it from ${env}, ` +
      `which holds {region} where the code goes.`,
    variables: {
      region_url_head: { default: 'https://', description: `${env} before its {region}.` },
      region: {
        default: REGIONS[0],
        enum: [...REGIONS],
        description: 'The region code (Endpoints › Face match): ind India, usa USA, zaf Africa, irl Europe, sgp Singapore.',
      },
      region_url_tail: { default: '.face.vendor.invalid', description: `${env} after its {region}.` },
    },
  };
}
