// sandbox/README.md's lists of what the code holds (DESIGN.md §8): the fault catalogue, the test values, the known
// images, the statement files, the faults only exploration finds. `npm run docs:sandbox` rewrites them;
// test/unit/generated.test.ts holds the page to them. The prose between them is the page's own.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { EXPLORE_FAULTS } from '../../sandbox/faults/explore.js';
import { type Block, code, list, withBlocks } from './blocks.js';
import { FAULT_CATALOGUE } from './fault-catalogue.js';
import { KNOWN_IMAGES_BLOCK } from './known-images.js';
import { STATEMENT_FILES_BLOCK } from './statement-files.js';
import { TEST_VALUE_BLOCKS } from './test-values.js';

/** The faults that break no rule, which only exploration finds: what each does, and the property it is found as. */
const EXPLORE_FAULTS_BLOCK: Block = {
  name: 'exploration faults',
  source: 'sandbox/faults/explore.ts',
  render: () => list(EXPLORE_FAULTS.map((f) => `${code(f.id)}: ${f.describe} (${code(f.foundAs)})`)),
};

export const BLOCKS: readonly Block[] = [
  ...TEST_VALUE_BLOCKS,
  KNOWN_IMAGES_BLOCK,
  STATEMENT_FILES_BLOCK,
  FAULT_CATALOGUE,
  EXPLORE_FAULTS_BLOCK,
];

export const README = join(import.meta.dirname, '..', '..', 'sandbox', 'README.md');

/** The README as it should be: its generated blocks rewritten, formatted as the project formats Markdown. */
export async function currentReadme(): Promise<string> {
  const config = (await resolveConfig(README)) ?? {};
  return format(withBlocks(readFileSync(README, 'utf8'), BLOCKS, 'sandbox/README.md'), { ...config, filepath: README });
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('sandbox-readme.ts')) {
  writeFileSync(README, await currentReadme());
  console.log(`docs:sandbox: ${BLOCKS.map((b) => b.name).join(', ')} written to sandbox/README.md`);
}
