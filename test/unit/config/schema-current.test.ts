// Issue 37: this repository's own vts.config.json validates and names its layout. That the published
// vts.config.schema.json and docs/config.md's key table are current is test/unit/generated.test.ts's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/base/paths.js';
import { readConfig } from '../../../src/config/read.js';

describe('the config file, published', () => {
  it("this repository's vts.config.json validates and names the repository's layout", () =>
    expect(readConfig(join(ROOT, 'vts.config.json'), {}).values).toEqual({
      'folders.recordings': join(ROOT, 'fixtures', 'recordings'),
      'folders.baseline': join(ROOT, 'fixtures', 'baseline'),
      'folders.reports': join(ROOT, 'reports'),
      'folders.profile': join(ROOT, 'fixtures', 'targets', 'live.json'),
      'folders.statements': join(ROOT, 'fixtures', 'inputs', 'statements'),
    }));

  it('its $schema names the published schema', () =>
    expect(JSON.parse(readFileSync(join(ROOT, 'vts.config.json'), 'utf8')).$schema).toBe('./vts.config.schema.json'));
});
