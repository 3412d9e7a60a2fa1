// How a number or a flag can be written in a text (a form part carries every value as text): the coverage pass's rows,
// the random draws, and the name of how a text is written, which a finding is grouped by (`fraction`, `flag-case`).
import fc from 'fast-check';
import type { Carries } from './fields.js';

type Row = [form: string, text: string];

const PAST_2_53 = 2n ** 53n;

/** A number written the ways a reader may meet, the likeliest to trip a parser first, plain digits last. */
const NUMBER_ROWS: Row[] = [
  ['fraction', '0.5'],
  ['padded', ' 7'],
  ['exponent', '1e3'],
  ['signed', '+7'],
  ['signed', '-0'],
  ['leading-zero', '007'],
  ['past-2^53', String(PAST_2_53 + 1n)],
  ['padded', '7 '],
  ['digits', '7'],
];

/** A flag's two words as documented, then other cases of them, other words for them, and blanks around one. */
function flagRows(carries: Exclude<Carries, 'number'>): Row[] {
  const [on, off] = carries.split('/') as [string, string];
  const other = on === 'yes' ? 'true' : 'yes';
  return [
    ['flag', on],
    ['flag', off],
    ['flag-case', on.toUpperCase()],
    ['flag-case', `${on.charAt(0).toUpperCase()}${on.slice(1)}`],
    ['flag-word', on.charAt(0)],
    ['flag-word', other],
    ['flag-word', '1'],
    ['padded', ` ${on}`],
  ];
}

export const writtenRows = (carries: Carries): Row[] => (carries === 'number' ? NUMBER_ROWS : flagRows(carries));

const NUMBER_WRITINGS: ((n: number) => string)[] = [
  (n) => String(n),
  (n) => `${n}.${n % 100}`,
  (n) => `${n % 10 || 1}e${n % 23}`,
  (n) => `${n % 2 === 0 ? '+' : '-'}${n}`,
  (n) => (n % 2 === 0 ? ` ${n}` : `${n}\t`),
  (n) => `${'0'.repeat(1 + (n % 3))}${n}`,
  (n) => String(PAST_2_53 + BigInt(n) + 1n),
];
const flipCase = (word: string, flips: boolean[]) => [...word].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join('');

/** Random texts written as the value `carries` could be. */
export function writtenArbitrary(carries: Carries): fc.Arbitrary<string> {
  if (carries === 'number')
    return fc
      .tuple(fc.nat({ max: 100_000 }), fc.nat({ max: NUMBER_WRITINGS.length - 1 }))
      .map(([n, w]) => (NUMBER_WRITINGS[w] as (n: number) => string)(n));
  const words = flagRows(carries).map(([, text]) => text);
  return fc.oneof(
    fc.constantFrom(...words),
    fc.tuple(fc.constantFrom(...words), fc.array(fc.boolean(), { maxLength: 5 })).map(([w, flips]) => flipCase(w, flips)),
  );
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const FLAG_WORDS = new Set(['y', 'n', 't', 'f', 'yes', 'no', 'true', 'false', 'on', 'off', '1', '0']);

function numberWriting(text: string): string {
  if (/^\d+$/.test(text)) return BigInt(text) > PAST_2_53 ? 'past-2^53' : /^0\d/.test(text) ? 'leading-zero' : 'digits';
  if (!NUMERIC.test(text)) return NUMERIC.test(text.trim()) ? 'padded' : 'not-a-number';
  if (/^[+-]/.test(text)) return 'signed';
  return /e/i.test(text) ? 'exponent' : 'fraction';
}

function flagWriting(carries: Exclude<Carries, 'number'>, text: string): string {
  const words = carries.split('/');
  if (words.includes(text)) return 'flag';
  if (text !== text.trim() && FLAG_WORDS.has(text.trim().toLowerCase())) return 'padded';
  if (words.includes(text.toLowerCase())) return 'flag-case';
  return FLAG_WORDS.has(text.toLowerCase()) ? 'flag-word' : 'not-a-flag';
}

/** How a non-empty `text` carrying `carries` is written: `digits`, `fraction`, `padded`, `flag`, `flag-case`… */
export const writingOf = (carries: Carries, text: string): string =>
  carries === 'number' ? numberWriting(text) : flagWriting(carries, text);
