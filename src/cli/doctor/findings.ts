// What a preflight check finds: problems stop a live run (each one line, what is wrong, then the fix); hints do not.
export interface Findings {
  problems: string[];
  hints: string[];
}

export const GUIDE = 'docs/going-live.md';
