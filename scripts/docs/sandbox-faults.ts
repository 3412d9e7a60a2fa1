// The fault catalogue of sandbox/README.md, generated from sandbox/faults/: one table per operation, every fault with
// the rules it breaks and what it does. `npm run docs:sandbox` rewrites the block; a test holds the README to it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FAULTS } from '../../sandbox/faults.js';

export const START = '<!-- fault catalogue: generated from sandbox/faults/ by `npm run docs:sandbox`; do not edit -->';
export const END = '<!-- end of the fault catalogue -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;

/** The catalogue block, START to END. */
export function faultCatalogue(): string {
  const byOperation = new Map<string, typeof FAULTS>();
  for (const fault of FAULTS) {
    const operation = fault.breaks.split('.')[0] ?? '';
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), fault]);
  }
  const sections = [...byOperation].map(([operation, faults]) =>
    [
      `**${operation}** (${faults.length})`,
      '',
      '| fault | breaks | what it does |',
      '|---|---|---|',
      ...faults.map(
        (f) => `| ${code(f.id)} | ${[f.breaks, ...(f.alsoBreaks ?? [])].map(code).join(', ')} | ${cell(f.describe)} |`,
      ),
    ].join('\n'),
  );
  return [START, '', `${FAULTS.length} faults.`, '', sections.join('\n\n'), '', END].join('\n');
}

/** The README with its catalogue block replaced by `block`. */
export function withCatalogue(readme: string, block: string): string {
  const [from, to] = [readme.indexOf(START), readme.indexOf(END)];
  if (from < 0 || to < from) throw new Error(`sandbox/README.md has no ${START} ... ${END} block: put the markers back`);
  return `${readme.slice(0, from)}${block}${readme.slice(to + END.length)}`;
}

export const README = join(import.meta.dirname, '..', '..', 'sandbox', 'README.md');

/** The README as it should be: its catalogue regenerated, formatted as the project formats Markdown. */
export async function currentReadme(): Promise<string> {
  const config = (await resolveConfig(README)) ?? {};
  return format(withCatalogue(readFileSync(README, 'utf8'), faultCatalogue()), { ...config, filepath: README });
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('sandbox-faults.ts')) {
  writeFileSync(README, await currentReadme());
  console.log(`docs:sandbox: ${FAULTS.length} faults written to sandbox/README.md`);
}
