// Email: domain facts. Known domains have fixed facts; any other domain gets generated, stable ones.
import { generator, pad } from './seeded.js';

export interface DomainFacts {
  creationTime: string;
  updateTime: string;
  expiryTime: string;
  companyName: string;
  freeProvider: boolean;
  disposable: boolean;
  websiteExists: boolean;
  acceptAll: boolean;
}

const KNOWN_DOMAINS: Readonly<Record<string, DomainFacts>> = {
  'gmail.com': {
    creationTime: '1995-08-13T04:00:00.000Z',
    updateTime: '2024-07-12T09:51:33.000Z',
    expiryTime: '2028-08-12T04:00:00.000Z',
    companyName: 'MarkMonitor, Inc.',
    freeProvider: true,
    disposable: false,
    websiteExists: true,
    acceptAll: false,
  },
  'yahoo.com': {
    creationTime: '1995-01-18T05:00:00.000Z',
    updateTime: '2023-12-27T20:06:14.000Z',
    expiryTime: '2027-01-19T05:00:00.000Z',
    companyName: 'MarkMonitor, Inc.',
    freeProvider: true,
    disposable: false,
    websiteExists: true,
    acceptAll: false,
  },
};

const REGISTRARS = ['GoDaddy.com, LLC', 'Namecheap, Inc.', 'Tucows Domains Inc.', 'GMO Internet, Inc.', 'Gandi SAS'];

export function domainFacts(domain: string): DomainFacts {
  const known = KNOWN_DOMAINS[domain];
  if (known !== undefined) return known;
  const g = generator(`domain:${domain}`);
  const created = g.int(1998, 2019);
  const month = pad(g.int(1, 12));
  const day = pad(g.int(1, 28));
  return {
    creationTime: `${created}-${month}-${day}T${pad(g.int(0, 23))}:${pad(g.int(0, 59))}:${pad(g.int(0, 59))}.000Z`,
    updateTime: `${g.int(2022, 2024)}-${pad(g.int(1, 12))}-${pad(g.int(1, 28))}T10:15:00.000Z`,
    expiryTime: `${g.int(2027, 2030)}-${month}-${day}T00:00:00.000Z`,
    companyName: g.pick(REGISTRARS),
    freeProvider: false,
    disposable: false,
    websiteExists: true,
    acceptAll: g.next() < 0.3,
  };
}

/** The breaches of the breached test address, oldest first. */
export const BREACHES: readonly { platformName: string; domainName: string; breachDate: string }[] = [
  { platformName: 'Canva', domainName: 'canva.com', breachDate: '2019-05-24' },
  { platformName: 'Dubsmash', domainName: 'dubsmash.com', breachDate: '2018-12-01' },
].sort((a, b) => a.breachDate.localeCompare(b.breachDate));

/** Years the address has been in use: stable per address, one decimal. */
export const emailTenure = (email: string): number => Math.round(generator(`tenure:${email}`).int(10, 140)) / 10;
