// What a CPU profile of the replay gate says, per thread: `npm run bench:profile-gate` profiles the command (vitest
// hands --cpu-prof to its workers: one .cpuprofile a thread) and this sums each thread's samples by what they were
// doing. The suites' workers run the harness bundled (harness.js): a sample there is named by the source file its
// line came from (the bundle's `// src/...` markers), so the table speaks of src/, not of bundle lines.

/** The fields of a V8 .cpuprofile read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Categories, first match wins, tried from the sample's own frame outwards: a sample is charged to the innermost
 * frame that names one (Node's own frames, node:fs and the like, pass the sample on to their caller).
 */
export const CATEGORIES: readonly (readonly [name: string, where: RegExp])[] = [
  ['modules loaded (Node)', /^node:internal\/modules\//],
  ['Allure: steps, attachments, result files', /src\/output\/allure\/|allure-js-commons|allure-vitest/],
  ['report redaction: scrubber, marks', /src\/redaction\/|src\/output\//],
  ['checks, oracles, schema validation', /src\/(checks|oracles|validators)\/|validators-|\/ajv\//],
  ['replay: recordings, interceptors set up', /src\/(targets|recording)\//],
  ['nock and @mswjs/interceptors', /\/nock\/|@mswjs|@open-draft/],
  ["fetch: Node's undici, web streams, blobs", /undici|webstreams|internal\/blob|^node:buffer$/],
  ['client and transport', /src\/transport\//],
  ['requests built: rules, inputs, faker', /src\/(rules|uploads)\/|src\/base\/faker|@faker-js/],
  ['case, flow, gate', /src\/(case|flow|gate|vitest-glue)\/|suites\//],
  ['vitest and vite', /\/(vitest|@vitest|vite|chai|tinyspy|tinyrainbow|rolldown)\//],
  // The project's own folders, never a package's of the same name.
  ['the sandbox (the sandbox target)', /^(?!.*node_modules\/(?!\.cache\/)).*(^|\/)sandbox\//],
  ['rest of the harness', /^(?!.*node_modules\/(?!\.cache\/)).*(^|\/)(src|bin)\//],
];

/** V8's pseudo-frames: time no JavaScript frame accounts for. */
const OWN = new Map([
  ['(idle)', 'idle (waiting)'],
  ['(garbage collector)', 'garbage collection'],
  ['(program)', 'V8 itself (compiling, runtime)'],
]);

/** Bundle line → the source file it came from, from the `// src/x.ts` lines the bundler writes before each module. */
export function sourceMarkers(bundleText: string): [line: number, source: string][] {
  const marks: [number, string][] = [];
  bundleText.split('\n').forEach((text, line) => {
    const m = /^\/\/ ((?:src|suites|sandbox|node_modules)\/\S+)$/.exec(text);
    if (m?.[1]) marks.push([line, m[1]]);
  });
  return marks;
}

/** Where a frame is, as the categories read it: a bundle's line by its source file, any other frame by its URL. */
export function placeOf(url: string, line: number, bundles: ReadonlyMap<string, [number, string][]>): string {
  const marks = bundles.get(url);
  if (marks === undefined) return url;
  let source = url;
  for (const [from, file] of marks) {
    if (from > line) break;
    source = file;
  }
  return source;
}

export interface ThreadSummary {
  /** Sampled time, ms. */
  totalMs: number;
  /** From the first sample inside `from` on (the whole profile when no frame is named so). */
  sinceMs: number;
  /** ms by category, over the samples since `from`. */
  byCategory: Map<string, number>;
}

/** One thread's samples by category; `from` names the function whose first sample starts the counted part. */
export function summarise(profile: CpuProfile, bundles: ReadonlyMap<string, [number, string][]>, from?: string): ThreadSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const chain = (id: number) => {
    const frames = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const node = byId.get(x);
      if (node) frames.push(node.callFrame);
    }
    return frames;
  };
  const byCategory = new Map<string, number>();
  let totalMs = 0;
  let sinceMs = 0;
  let counting = from === undefined || !profile.nodes.some((n) => n.callFrame.functionName === from);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totalMs += ms;
    const frames = chain(id);
    counting ||= frames.some((f) => f.functionName === from);
    if (!counting) return;
    sinceMs += ms;
    const own = OWN.get(frames[0]?.functionName ?? '');
    const category =
      own ??
      frames
        .map((f) => placeOf(f.url, f.lineNumber, bundles))
        .map((place) => CATEGORIES.find(([, where]) => where.test(place))?.[0])
        .find((name) => name !== undefined) ??
      'Node and other';
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
  });
  return { totalMs, sinceMs, byCategory };
}

/** The table of a summary, largest first: "  596 ms  26%  fetch: ...". */
export function categoryLines(summary: ThreadSummary): string[] {
  return [...summary.byCategory]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([name, ms]) =>
        `  ${ms.toFixed(0).padStart(6)} ms ${((100 * ms) / (summary.sinceMs || 1)).toFixed(0).padStart(3)}%  ${name}`,
    );
}
