// Who accepts a deviation, for the baseline's `acceptedBy`: the name a commit would carry, never a credential.
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { homeDir } from '../base/paths.js';

/** `git config <key>` in the repository, or undefined when git or the key is missing. */
function gitConfig(key: string): string | undefined {
  try {
    const value = execFileSync('git', ['config', '--get', key], {
      cwd: homeDir(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return value === '' ? undefined : value;
  } catch {
    return undefined;
  }
}

function loginName(): string | undefined {
  try {
    return process.env.USER || process.env.USERNAME || userInfo().username || undefined;
  } catch {
    return undefined;
  }
}

/** "Ann Lee <ann@example.com>", "Ann Lee", or the login name; "unknown" when none is known. */
export function whoAccepts(): string {
  const name = gitConfig('user.name');
  const email = gitConfig('user.email');
  if (name !== undefined) return email === undefined ? name : `${name} <${email}>`;
  return email ?? loginName() ?? 'unknown';
}
