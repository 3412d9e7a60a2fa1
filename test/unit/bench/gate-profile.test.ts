import { describe, expect, it } from 'vitest';
import { categoryLines, type CpuProfile, placeOf, sourceMarkers, summarise } from '../../../bench/gate-profile.js';

const BUNDLE = 'file:///x/node_modules/.cache/vts-conformance/commands-1/harness.js';
const bundleText = [
  'import "vitest";', // 0
  '// src/redaction/scrubber.ts', // 1
  'function text() {}', // 2
  '// src/vitest-glue/conformance-case.ts', // 3
  'async function runConformanceCase() {}', // 4
  '// src/transport/wire.ts', // 5
  'function encode() {}', // 6
].join('\n');
const bundles = new Map([[BUNDLE, sourceMarkers(bundleText)]]);

const frame = (id: number, functionName: string, url = '', lineNumber = 0, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber },
  children,
});

// (root) ─ boot (before any case) · runConformanceCase ─ text (scrubber) ─ readFileUtf8 (Node's, no URL)
//                                                     └ encode (wire) ─ pull (undici)
//        ─ (idle) · (garbage collector)
const profile: CpuProfile = {
  nodes: [
    frame(1, '(root)', '', 0, [2, 3, 8, 9]),
    frame(2, 'boot', 'file:///x/node_modules/vitest/dist/worker.js'),
    frame(3, 'runConformanceCase', BUNDLE, 4, [4, 6]),
    frame(4, 'text', BUNDLE, 2, [5]),
    frame(5, 'readFileUtf8', 'node:fs'),
    frame(6, 'encode', BUNDLE, 6, [7]),
    frame(7, 'pull', 'node:internal/deps/undici/undici'),
    frame(8, '(idle)'),
    frame(9, '(garbage collector)'),
  ],
  samples: [2, 2, 3, 5, 7, 8, 9, 2],
  timeDeltas: [1000, 1000, 1000, 2000, 3000, 4000, 5000, 6000],
};

describe('the gate profile summary (npm run bench:profile-gate)', () => {
  it('names a bundle line by the source file its module came from', () => {
    expect(sourceMarkers(bundleText)).toEqual([
      [1, 'src/redaction/scrubber.ts'],
      [3, 'src/vitest-glue/conformance-case.ts'],
      [5, 'src/transport/wire.ts'],
    ]);
    expect(placeOf(BUNDLE, 2, bundles)).toBe('src/redaction/scrubber.ts');
    expect(placeOf(BUNDLE, 6, bundles)).toBe('src/transport/wire.ts');
    expect(placeOf(BUNDLE, 0, bundles)).toBe(BUNDLE);
    expect(placeOf('node:fs', 3, bundles)).toBe('node:fs');
  });

  it('counts from the first case on, each sample charged to the innermost frame a category names', () => {
    const summary = summarise(profile, bundles, 'runConformanceCase');
    expect(summary.totalMs).toBe(23);
    // The two samples of `boot` before the first case are left out; the one after it is counted.
    expect(summary.sinceMs).toBe(21);
    expect(Object.fromEntries(summary.byCategory)).toEqual({
      'case, flow, gate': 1,
      // node:fs names no category: its caller in the scrubber does.
      'report redaction: scrubber, marks': 2,
      // undici is named before the harness frame that called it.
      "fetch: Node's undici, web streams, blobs": 3,
      'idle (waiting)': 4,
      'garbage collection': 5,
      'vitest and vite': 6,
    });
    expect(categoryLines(summary)[0]).toBe('       6 ms  29%  vitest and vite');
  });

  it('counts the whole profile when no frame has the name it starts from', () => {
    const summary = summarise(profile, bundles, 'neverCalled');
    expect(summary.sinceMs).toBe(summary.totalMs);
    expect(summary.byCategory.get('vitest and vite')).toBe(8);
  });

  it("names the project's folders, not a package's of the same name", () => {
    const one = (url: string): CpuProfile => ({ nodes: [frame(1, 'f', url)], samples: [1], timeDeltas: [1000] });
    const category = (url: string) => [...summarise(one(url), bundles).byCategory.keys()][0];
    expect(category('file:///x/node_modules/.cache/vts-conformance/commands-1/src/cli/main.js')).toBe('rest of the harness');
    expect(category('file:///x/sandbox/server.ts')).toBe('the sandbox (the sandbox target)');
    expect(category('file:///x/node_modules/some-package/src/index.js')).toBe('Node and other');
  });
});
