// Files Allure reads once per results folder: the verdict categories, the environment, the executor.
import { join } from 'node:path';
import { writeFileAtomic } from '../../atomic-write.js';
import { HARNESS_VERSION } from '../../version.js';
import type { AllureRunMeta } from './model.js';

// Regexes are matched against the whole message (Allure 2 uses Java's matches()), which may span lines.
export const ALLURE_CATEGORIES = [
  { name: 'Contract violations', matchedStatuses: ['failed'] },
  { name: 'Vendor faults (documented 429/503/500)', matchedStatuses: ['broken'], messageRegex: '^vendor-fault[\\s\\S]*' },
  { name: 'Infrastructure', matchedStatuses: ['broken'], messageRegex: '^infra[\\s\\S]*' },
  { name: 'Harness errors', matchedStatuses: ['broken'], messageRegex: '^harness-error[\\s\\S]*' },
  { name: 'Spec gaps', matchedStatuses: ['unknown'], messageRegex: '^spec-gap[\\s\\S]*' },
  { name: 'Not applicable', matchedStatuses: ['skipped'] },
];

// java.util.Properties escaping: backslash, the separators, and line breaks.
const property = (key: string, value: string) =>
  `${key}=${value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/([=:#!])/g, '\\$1')}`;

/** categories.json, environment.properties and executor.json: target, seed, run id and harness version only. */
export function writeAllureRunFiles(dir: string, meta: AllureRunMeta): string[] {
  const files: [string, string][] = [
    ['categories.json', `${JSON.stringify(ALLURE_CATEGORIES, null, 2)}\n`],
    [
      'environment.properties',
      `${[
        property('target', meta.target),
        property('seed', String(meta.seed)),
        property('run.id', meta.runId),
        property('harness', `vts-conformance ${HARNESS_VERSION}`),
        property('node', process.version),
      ].join('\n')}\n`,
    ],
    ['executor.json', `${JSON.stringify({ name: 'vts-conformance', type: 'vts-conformance', buildName: meta.runId }, null, 2)}\n`],
  ];
  return files.map(([name, content]) => {
    const path = join(dir, name);
    writeFileAtomic(path, content);
    return path;
  });
}
