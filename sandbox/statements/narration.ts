// What a narration says about its transaction: `UPI/<ref>/<ENTITY>/<handle>`, `NEFT/<ref>/<ENTITY>`,
// `IMPS/<ref>/<ENTITY>`, and salary credits `NEFT/<ref>/<EMPLOYER> SALARY <MON>`.

export interface NarrationFacts {
  /** The first segment (UPI, NEFT, IMPS...); the whole narration when it has no `/`. */
  readonly mode: string;
  /** The third segment, the party; for a salary credit the employer, without ` SALARY <MON>`. "" when there is none. */
  readonly entityName: string;
  readonly salaryWord: boolean;
}

const SALARY_WORD = /\bSALARY\b/;
// The salary suffix the statements print after the employer: the word, then optionally the month's short name.
const SALARY_SUFFIX = /\s+SALARY(?:\s+[A-Z]{3})?$/;

export function narrationFacts(narration: string): NarrationFacts {
  const segments = narration.split('/').map((segment) => segment.trim());
  const salaryWord = SALARY_WORD.test(narration);
  const party = segments[2] ?? '';
  return {
    mode: segments[0] ?? '',
    entityName: salaryWord ? party.replace(SALARY_SUFFIX, '') : party,
    salaryWord,
  };
}
