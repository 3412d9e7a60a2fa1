// The exploration's testsuite in junit.xml: its own, beside the conformance run's suites; a finding fails a CI test tab
// only when findings gate; a harness error is an error.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeExploreReports } from '../../../../src/output/explore/index.js';
import { junitXml } from '../../../../src/output/junit.js';
import { brokenRun, finding, findingRun, quietRun, reportsFolder } from './runs.js';

const CONFORMANCE =
  '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="vts-conformance">\n' +
  '  <testsuite name="authToken" tests="1" failures="0" errors="0" skipped="0">\n' +
  '    <testcase classname="authToken" name="authToken.expiry.max: 86400 is accepted" time="0.012"/>\n  </testsuite>\n' +
  '  <testsuite name="login" tests="1" failures="1" errors="0" skipped="0">\n' +
  '    <testcase classname="login" name="login.appKey.missing: refused" time="0.010">\n' +
  '      <failure type="violation" message="violation: wrong">violation</failure>\n    </testcase>\n  </testsuite>\n' +
  '</testsuites>\n';

function written(run: Parameters<typeof writeExploreReports>[0], before?: string): { dir: string; xml: () => string } {
  const dir = reportsFolder();
  if (before !== undefined) writeFileSync(join(dir, 'junit.xml'), before);
  writeExploreReports(run, dir);
  return { dir, xml: () => readFileSync(join(dir, 'junit.xml'), 'utf8') };
}

const count = (text: string, part: string | RegExp) => text.split(part).length - 1;
/** The testcase elements, each from its open tag to its end. */
const testcases = (xml: string) => xml.match(/<testcase [^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? [];

describe('the exploration testsuite of junit.xml', () => {
  it('creates the file when there is none, in junit.ts’s style: a passing testcase per operation', () => {
    const xml = written(quietRun()).xml();
    expect(xml.split('\n').slice(0, 2)).toEqual(junitXml([]).split('\n').slice(0, 2));
    expect(xml).toContain('  <testsuite name="explore" tests="2" failures="0" errors="0" skipped="0" time="12.500">\n');
    expect(testcases(xml)).toEqual([
      '<testcase classname="explore.authToken" name="explored" time="1.500">\n      <system-out>40 requests, 3 fields, 4 keywords</system-out>\n    </testcase>',
      '<testcase classname="explore.emailBasic" name="explored" time="1.500">\n      <system-out>40 requests, 3 fields, 4 keywords</system-out>\n    </testcase>',
    ]);
    expect(xml.endsWith('  </testsuite>\n</testsuites>\n')).toBe(true);
  });

  it('adds itself to a file with other testsuites, and keeps them as they were', () => {
    const xml = written(findingRun(), CONFORMANCE).xml();
    expect(xml.startsWith(CONFORMANCE.slice(0, CONFORMANCE.indexOf('</testsuites>')))).toBe(true);
    expect(count(xml, '<testsuite ')).toBe(3);
    expect(xml.indexOf('<testsuite name="explore"')).toBeGreaterThan(xml.indexOf('<testsuite name="login"'));
  });

  it('replaces its own testsuite on a second write, not duplicating it', () => {
    const { dir, xml } = written(findingRun(), CONFORMANCE);
    writeExploreReports(quietRun(), dir);
    const again = xml();
    expect(count(again, '<testsuite name="explore"')).toBe(1);
    expect(count(again, '<testsuite ')).toBe(3);
    expect(again).not.toContain('Server error');
    expect(again).toContain('<testsuite name="login"');
  });

  it('passes a finding that does not gate, carrying it in system-out', () => {
    const xml = written(findingRun()).xml();
    const found = testcases(xml).filter((t) => t.includes('Server error: body:expiry maximum+1'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^<testcase classname="explore\.authToken" name="Server error: body:expiry maximum\+1"/);
    expect(found[0]).toContain('<system-out>not gating (--gate-explore makes it gate): Server error: authToken body:expiry');
    expect(found[0]).toContain(
      'reproduce: npm run explore -- --target sandbox --seed 7 --operation authToken --probe authToken#4',
    );
    expect(xml).not.toContain('<failure');
    expect(xml).toContain('failures="0"');
  });

  it('fails a finding when findings gate, its detail the message', () => {
    const xml = written(findingRun({ gates: true })).xml();
    expect(count(xml, '<failure ')).toBe(4);
    expect(xml).toContain('<failure type="not-a-server-error" message="500 to a request the documents do not refuse">');
    expect(xml).toContain('tests="6" failures="4" errors="0"');
  });

  it('makes a harness error an error, whether findings gate or not', () => {
    const xml = written(brokenRun()).xml();
    expect(xml).toContain(
      '<testcase classname="explore.authToken" name="harness error: authToken#9" time="0.000">\n' +
        '      <error type="harness-error" message="no recording: fixtures/recordings/x.json &lt;missing&gt;">',
    );
    expect(xml).toContain('errors="1"');
  });

  it('escapes the vendor’s text, and drops characters XML cannot carry', () => {
    const odd = {
      ...finding('content-type', 'emailBasic', 'body:email', 'long', 'a "quoted" <tag> & more'),
      response: 'bell\u0007end',
    };
    const xml = written(findingRun({ findings: [odd], gates: true })).xml();
    expect(xml).toContain('message="a &quot;quoted&quot; &lt;tag&gt; &amp; more"');
    expect(xml).toContain('bell\uFFFDend');
    expect(xml).not.toContain('\u0007');
    expect(xml).not.toContain('<tag>');
  });
});
