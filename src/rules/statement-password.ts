// A committed encrypted statement's password: the flow sends committed files, so it is the manifest's.
import { committedStatement } from '../uploads/statement-facts.js';

export function statementPassword(file: string): string {
  const password = (committedStatement(file) as { password?: string } | undefined)?.password;
  if (password === undefined) throw new Error(`fixtures/inputs/statements/manifest.json gives no password for ${file}`);
  return password;
}
