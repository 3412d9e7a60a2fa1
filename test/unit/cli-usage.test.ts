// `vts --help` names every command, each once, and no command that does not exist.
import { describe, expect, it } from 'vitest';
import { COMMANDS, runCommandLine } from '../../src/cli/commands.js';
import { COMMAND_LINES } from '../../src/cli/usage.js';

const said = async (args: string[]) => {
  const lines: string[] = [];
  const code = await runCommandLine(args, (l) => lines.push(l));
  return { code, text: lines.join('\n') };
};

describe('vts --help', () => {
  it('has a line for every command and for none other', () =>
    expect(COMMAND_LINES.map(([c]) => c).sort()).toEqual(Object.keys(COMMANDS).sort()));

  it('prints them, exit 0; no command at all prints them too, exit 2', async () => {
    const help = await said(['--help']);
    expect(help.code).toBe(0);
    for (const command of Object.keys(COMMANDS)) expect(help.text).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect((await said([])).code).toBe(2);
  });

  it('names the closest command for a misspelt one', async () => {
    const run = await said(['doctr']);
    expect(run.code).toBe(2);
    expect(run.text).toMatch(/^unknown command "doctr" \(did you mean "doctor"\?\)/);
  });
});
