// The audit's testsuite `traffic` in junit.xml: a failure per violation group with its count, when seen and the first
// exchange; an error per harness error; a passing testcase per operation without a fault; the run's suites kept.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audited, MIXED, record, reportsFolder } from './records.js';

const RUN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n' +
  '  <testsuite name="authToken" tests="1" failures="0" errors="0" skipped="0">\n' +
  '    <testcase classname="authToken" name="authToken.request.valid: a valid request returns a token" time="0.100"/>\n' +
  '  </testsuite>\n</testsuites>\n';

describe('the traffic testsuite of junit.xml', () => {
  it('fails a testcase per violation group, with its count, when seen and the first exchange', async () => {
    const xml = (await audited(MIXED)).read('junit.xml');
    expect(xml).toContain('<testsuite name="traffic" tests="3" failures="2" errors="1" skipped="0" time="2.500">');
    expect(xml).toContain(
      '<testcase classname="traffic.authToken" name="authToken.expiry.above-max: Wrong message at /message" time="0.000">\n' +
        '      <failure type="violation" message="3 exchanges: Wrong message at /message — received a string of 12 characters, ' +
        'documented expiry must be less than or equal to 86400">',
    );
    expect(xml).toContain(
      '3 exchanges; first seen 2024-05-01T10:01:00.000Z, last seen 2024-05-01T10:50:00.000Z\nfirst exchange: traffic.har:1',
    );
    expect(xml).toContain('<error type="harness-error" message="1 exchange: the judge failed: no schema">');
  });

  it('passes one testcase per operation whose traffic showed no fault', async () => {
    const xml = (await audited([record(1), record(2, { operation: 'login', status: 401 })])).read('junit.xml');
    expect(xml).toContain('<testsuite name="traffic" tests="2" failures="0" errors="0"');
    expect(xml).toContain(
      '<testcase classname="traffic.login" name="no violation" time="0.000">\n      <system-out>1 exchange judged · 401×1</system-out>',
    );
  });

  it('keeps the run’s suites and replaces its own on a second audit', async () => {
    const dir = reportsFolder();
    writeFileSync(join(dir, 'junit.xml'), RUN);
    await audited(MIXED, undefined, dir);
    const xml = (await audited([record(1)], undefined, dir)).read('junit.xml');
    expect(xml).toContain('name="authToken.request.valid: a valid request returns a token"');
    expect(xml.split('<testsuite name="traffic"')).toHaveLength(2);
    expect(xml).not.toContain('Wrong message');
    expect(xml.endsWith('  </testsuite>\n</testsuites>\n')).toBe(true);
  });
});
