// Imported first by the suites' harness bundle (bin/compiled.mjs): a stack through the bundle names the TypeScript
// sources, as it does where vite loads them. Vite's own stack handler, which the workers keep, maps only the modules
// vite evaluated; this one maps the bundle's lines after it, through the bundle's inline source map (read on the
// first stack that needs it).
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const INLINE = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/;

/** From now on, a stack's positions in the bundle at `bundleUrl` read as source files (relative to the root) and lines. */
export function mapBundleStacks(bundleUrl) {
  const file = fileURLToPath(bundleUrl);
  let map;
  const mapOf = () => {
    if (map === undefined) {
      const found = INLINE.exec(readFileSync(file, 'utf8'));
      map = found ? new SourceMap(JSON.parse(Buffer.from(found[1], 'base64').toString('utf8'))) : null;
    }
    return map;
  };
  const at = new RegExp(`${bundleUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`, 'g');
  const source = (whole, line, column) => {
    const entry = mapOf()?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry?.originalSource) return whole;
    const path = relative(ROOT, resolve(dirname(file), entry.originalSource.replace(/^file:\/\//, '')));
    return `${path}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
  const prior = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, callsites) => {
    const text = prior ? prior(error, callsites) : [String(error), ...callsites.map((c) => `    at ${c}`)].join('\n');
    return typeof text === 'string' && text.includes(bundleUrl) ? text.replace(at, source) : text;
  };
}
