import { digits, pick, type Rand } from './prng.js';

// Counterparties of the fictional statements: upper-case letters and spaces only (the contract's entity names).
export const PEOPLE = [
  'RAVI KUMAR',
  'PRIYA SHARMA',
  'ANITA DESAI',
  'VIKRAM SINGH',
  'MEERA NAIR',
  'ARJUN REDDY',
  'KAVYA IYER',
  'ROHAN MEHTA',
];
export const MERCHANTS = [
  'GREEN LEAF GROCERS',
  'CITY CAB SERVICES',
  'MOONLIGHT CAFE',
  'SHARMA MEDICALS',
  'SKYLINE TELECOM',
  'FRESH MART',
  'RAJ FUEL STATION',
  'BOOKWORM STORE',
];
export const BILLERS = ['SUNRISE PROPERTIES', 'SAFE LIFE INSURANCE', 'METRO POWER BOARD'];
const UPI_HANDLES = ['okaxis', 'oksbi', 'okhdfcbank', 'ybl', 'paytm', 'ibl'];

export type Mode = 'UPI' | 'NEFT' | 'IMPS';

/** One narration in the contract's forms; the mode is its first segment. */
export function narration(rand: Rand, mode: Mode, entity: string): string {
  switch (mode) {
    case 'UPI':
      return `UPI/${digits(rand, 12)}/${entity}/${pick(rand, UPI_HANDLES)}`;
    case 'NEFT':
      return `NEFT/N${digits(rand, 10)}/${entity}`;
    case 'IMPS':
      return `IMPS/${digits(rand, 12)}/${entity}`;
  }
}

/** A salary credit: a NEFT from the employer whose narration holds the word SALARY and the month. */
export const salaryNarration = (rand: Rand, employer: string, monthAbbreviation: string): string =>
  `${narration(rand, 'NEFT', employer)} SALARY ${monthAbbreviation}`;

/** Who a random transaction of this mode and direction goes to or comes from. */
export function counterparty(rand: Rand, mode: Mode, type: 'credit' | 'debit'): string {
  if (type === 'credit') return pick(rand, PEOPLE);
  if (mode === 'UPI') return pick(rand, rand() < 0.7 ? MERCHANTS : PEOPLE);
  return pick(rand, mode === 'NEFT' ? BILLERS : PEOPLE);
}
