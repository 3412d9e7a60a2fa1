// Secretary of state: the fixed record of the "found" business, and a generated best match for any other name.
import { generator, pad } from './seeded.js';

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
