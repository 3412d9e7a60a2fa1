// The vendor-side data the v1 operations answer from: fixed records for the test values (sandbox/test-values.ts) and
// a small seeded generator for any other input, so the same input always gets the same realistic answer. No faker,
// nothing from src/: the sandbox stays an independent reading of the document.

/** FNV-1a: a stable 32-bit seed from any text. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator; `pick`/`int` draw from it in call order. */
export function generator(text: string) {
  let state = seedOf(text);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------------------------------
// Email: domain facts. Known domains have fixed facts; any other domain gets generated, stable ones.

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

// ---------------------------------------------------------------------------------------------------------------------
// Secretary of state: the fixed record of the "found" business, and a generated best match for any other name.

const CITIES: Readonly<Record<string, readonly [city: string, zip: string, street: string][]>> = {
  CA: [
    ['San Francisco', '94107', '500 Terry A Francois Blvd'],
    ['San Jose', '95113', '150 S 1st St'],
  ],
  DE: [
    ['Wilmington', '19801', '1209 Orange St'],
    ['Dover', '19901', '160 Greentree Dr Ste 101'],
  ],
  FL: [
    ['Miami', '33131', '801 Brickell Ave'],
    ['Tampa', '33602', '401 E Jackson St'],
  ],
  NY: [
    ['New York', '10001', '350 5th Ave'],
    ['Buffalo', '14202', '50 Fountain Plz'],
  ],
  TX: [
    ['Austin', '78701', '600 Congress Ave'],
    ['Houston', '77002', '811 Main St'],
  ],
  WA: [
    ['Seattle', '98101', '1201 3rd Ave'],
    ['Spokane', '99201', '601 W 1st Ave'],
  ],
};

const REGISTRY_URLS: Readonly<Record<string, string>> = {
  CA: 'https://bizfileonline.sos.ca.gov/search/business',
  DE: 'https://icis.corp.delaware.gov/ecorp/entitysearch',
  FL: 'https://search.sunbiz.org/Inquiry/CorporationSearch',
  NY: 'https://apps.dos.ny.gov/publicInquiry',
  TX: 'https://mycpa.cpa.state.tx.us/coa',
  WA: 'https://ccfs.sos.wa.gov/#/BusinessSearch',
};

export type BusinessRecord = Record<string, string | number>;

export function businessRecord(businessName: string, state: string, exact: boolean): BusinessRecord {
  const g = generator(`sos:${businessName.toLowerCase()}:${state}`);
  const [city, zip, street] = g.pick(CITIES[state] ?? CITIES.DE!);
  const [agentCity, agentZip, agentStreet] = CITIES[state]![0]!;
  const year = exact ? 2016 : g.int(1995, 2021);
  const month = exact ? 3 : g.int(1, 12);
  const day = exact ? 14 : g.int(1, 28);
  const latest = exact ? [4, 2, 2024] : [g.int(1, 12), g.int(1, 28), g.int(2022, 2024)];
  const entityType = /\bllc\b/i.test(businessName) ? 'Limited Liability Company' : 'Stock Corporation';
  return {
    businessName: exact ? businessName : businessName.toUpperCase(),
    activeStatus: 'Active',
    latestFilingDate: `${pad(latest[0]!)}/${pad(latest[1]!)}/${latest[2]}`,
    filingDate: `${year}-${pad(month)}-${pad(day)}T00:00:00.000Z`,
    state,
    confidenceLevel: exact ? 98 : g.int(55, 85),
    url: `${REGISTRY_URLS[state] ?? REGISTRY_URLS.DE}?entity=${encodeURIComponent(String(g.int(1_000_000, 9_999_999)))}`,
    physicalAddressStreet: street,
    physicalAddressCity: city,
    physicalAddressState: state,
    physicalAddressZip: zip,
    mailingAddressStreet: `PO Box ${g.int(100, 9999)}`,
    mailingAddressCity: city,
    mailingAddressState: state,
    mailingAddressZip: zip,
    stateAddressStreet: agentStreet,
    stateAddressCity: agentCity,
    stateAddressState: state,
    stateAddressZip: agentZip,
    entityType,
    EIN: `${pad(g.int(10, 99))}-${pad(g.int(0, 9_999_999), 7)}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Prefill: the bureau records of the registered test numbers. Dates are DD-MM-YYYY, numbers and ids masked.

export interface PrefillRecord {
  full_name: string;
  dob: string;
  gender: string;
  total_income: string;
  occupation: string | null;
  phone_info: { reported_date: string; type_code: 'M' | 'T'; number: string }[];
  address_info: { address: string; state: string; type: string; postal: string; reported_date: string }[];
  email_info: { reported_date: string; email_address: string }[];
  identity_info: Record<
    'pan_number' | 'passport_number' | 'driving_license' | 'voter_id' | 'aadhaar_number' | 'ration_card' | 'other_id',
    { id_number: string }[]
  >;
}

export const maskMobile = (mobile: string): string => `XXXXXX${mobile.slice(-4)}`;

export const PREFILL_RECORDS: Readonly<Record<string, PrefillRecord>> = {
  '9812345670': {
    full_name: 'Ananya Rao',
    dob: '14-03-1988',
    gender: 'Female',
    total_income: '840000',
    occupation: 'Salaried',
    phone_info: [
      { reported_date: '12-01-2024', type_code: 'M', number: 'XXXXXX5670' },
      { reported_date: '03-06-2019', type_code: 'T', number: 'XXXXXX4417' },
    ],
    address_info: [
      {
        address: '14 3RD CROSS INDIRANAGAR BANGALORE',
        state: 'KA',
        type: 'Permanent',
        postal: '560038',
        reported_date: '12-01-2024',
      },
      {
        address: 'FLAT 202 PALM RESIDENCY ANDHERI EAST MUMBAI',
        state: 'MH',
        type: 'Office',
        postal: '400069',
        reported_date: '21-08-2020',
      },
    ],
    email_info: [{ reported_date: '12-01-2024', email_address: 'ananya.rao@example.in' }],
    identity_info: {
      pan_number: [{ id_number: 'XXXXXX234F' }],
      passport_number: [],
      driving_license: [],
      voter_id: [{ id_number: 'XXXXXX7812' }],
      aadhaar_number: [{ id_number: 'XXXXXXXX4321' }],
      ration_card: [],
      other_id: [],
    },
  },
  '9823456781': {
    full_name: 'Vikram Singh',
    dob: '02-11-1979',
    gender: 'Male',
    total_income: '1250000',
    occupation: null,
    phone_info: [{ reported_date: '30-09-2023', type_code: 'M', number: 'XXXXXX6781' }],
    address_info: [
      { address: 'H NO 45 SECTOR 15 GURGAON', state: 'HR', type: 'Permanent', postal: '122001', reported_date: '30-09-2023' },
    ],
    email_info: [],
    identity_info: {
      pan_number: [{ id_number: 'XXXXXX871K' }],
      passport_number: [{ id_number: 'XXXX5521' }],
      driving_license: [{ id_number: 'XXXXXXXXXXX0934' }],
      voter_id: [],
      aadhaar_number: [],
      ration_card: [],
      other_id: [],
    },
  },
};

/** Age in whole years on `now`, from a DD-MM-YYYY date of birth. */
export function ageOn(dob: string, now = new Date()): number {
  const [day, month, year] = dob.split('-').map(Number) as [number, number, number];
  const before = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (before ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------------------------------
// UPI: the bank directory of the valid test VPA.

export const UPI_ACCOUNTS: Readonly<
  Record<string, { nameAtBank: string; ifsc: string; ifscDetails: Record<string, string | null> }>
> = {
  'ramesh.kumar@okhdfcbank': {
    nameAtBank: 'RAMESH KUMAR',
    ifsc: 'HDFC0000240',
    ifscDetails: {
      bank: 'HDFC Bank',
      neft: 'Available',
      imps: 'Available',
      rtgs: 'Available',
      upi: 'Available',
      address: 'GROUND FLOOR, TIMES SQUARE, ANDHERI KURLA ROAD, MUMBAI 400059',
      city: 'MUMBAI',
      state: 'MAHARASHTRA',
      branch: 'ANDHERI EAST',
      category: 'Metro',
      swiftCode: 'HDFCINBB',
      micr: '400240015',
      nbin: '6015',
    },
  },
};

/** Every ifscDetails field, in the document's order: all null for an INVALID VPA. */
export const IFSC_DETAIL_FIELDS = [
  'bank',
  'neft',
  'imps',
  'rtgs',
  'upi',
  'address',
  'city',
  'state',
  'branch',
  'category',
  'swiftCode',
  'micr',
  'nbin',
] as const;

// ---------------------------------------------------------------------------------------------------------------------
// CAC: the company registry.

export type CompanyRecord = Record<string, string | number | boolean>;

export const COMPANIES: readonly CompanyRecord[] = [
  {
    classificationId: 1,
    natureOfBusinessName: 'Freight forwarding and logistics',
    delistingStatus: 'NOT_DELISTED',
    companyTypeName: 'PRIVATE COMPANY LIMITED BY SHARES',
    id: 1_102_455,
    headOfficeAddress: '12 Wharf Road, Apapa, Lagos',
    active: true,
    businessCommencementDate: '2018-06-04',
    registrationApproved: true,
    objectives: 'To carry on the business of freight forwarding, haulage, warehousing and customs clearing.',
    branchAddress: '7 Trans-Amadi Industrial Layout, Port Harcourt, Rivers',
    registrationDate: '2018-05-17T09:32:11.000Z',
    approvedName: 'LAGOS HARBOUR LOGISTICS LIMITED',
    classification: 'Company',
    city: 'Apapa',
    lga: 'Apapa',
    rcNumber: '1498537',
    email: 'info@lagosharbourlogistics.com.ng',
    address: '12 Wharf Road, Apapa, Lagos',
    state: 'LAGOS',
  },
  {
    classificationId: 1,
    natureOfBusinessName: 'Computer programming and consultancy',
    delistingStatus: 'NOT_DELISTED',
    companyTypeName: 'PRIVATE COMPANY LIMITED BY SHARES',
    id: 1_245_870,
    headOfficeAddress: 'Plot 1021 Adetokunbo Ademola Crescent, Wuse II, Abuja',
    active: true,
    businessCommencementDate: '2020-02-10',
    registrationApproved: true,
    objectives: 'To develop, license and support computer software and to provide information technology consultancy.',
    branchAddress: '',
    registrationDate: '2020-01-22T14:05:48.000Z',
    approvedName: 'ZUMA CLOUD SYSTEMS LIMITED',
    classification: 'Company',
    city: 'Wuse II',
    lga: 'Abuja Municipal',
    rcNumber: '1663024',
    email: 'hello@zumacloud.ng',
    address: 'Plot 1021 Adetokunbo Ademola Crescent, Wuse II, Abuja',
    state: 'FCT',
  },
];
