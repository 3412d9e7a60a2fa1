// A run that reached nothing is incomplete (issue 8, item 1), and so is one that heard only outages (issue 17, item 5):
// per operation, and for a run where nothing was sent.
import { describe, expect, it } from 'vitest';
import { unreached } from '../../../src/output/reach.js';

const entry = (operation: string, attempts: number, status?: number, verdict = status === undefined ? 'infra' : 'pass') => ({
  operation,
  verdict,
  attempts,
  host: 'vendor.example:8443',
  ...(status === undefined ? {} : { status }),
});

/** A violation of the given titles, as a case record keeps it. */
const violated = (operation: string, status: number, ...titles: string[]) => ({
  ...entry(operation, 1, status, 'violation'),
  violations: titles.map((title) => ({ ruleId: 'r', check: 'statusCode', title, pointer: '', expected: '400', actual: status })),
});

describe('unreached', () => {
  // Issue 36, item 5: a server error on a documented input is a finding, unless the operation answers nothing else.
  it('counts a server error on a documented input as an outage answer, and any other violation as a finding', () => {
    const server = 'Server error on a documented input';
    expect(unreached([violated('emailBasic', 500, server), entry('emailBasic', 1, 500, 'pass')])).toEqual([
      'nothing of emailBasic was tested: its 2 case(s) heard only outages from vendor.example:8443 (HTTP 500 ×2); run again when the vendor is up',
    ]);
    expect(unreached([violated('emailBasic', 500, server), entry('emailBasic', 1, 400)])).toEqual([]);
    expect(unreached([violated('emailBasic', 500, server, 'Wrong message'), entry('emailBasic', 1, 500, 'pass')])).toEqual([]);
  });
  it('is empty when every operation got an answer', () =>
    expect(unreached([entry('login', 1, 200), entry('login', 3)])).toEqual([]));
  it('names the host of an operation whose requests all went unanswered', () =>
    expect(unreached([entry('login', 1, 200), entry('authToken', 3), entry('authToken', 1), entry('authToken', 0)])).toEqual([
      "no response from vendor.example:8443: authToken's 2 case(s) sent requests and none was answered",
    ]));
  it('calls a run in which no case sent anything untested', () =>
    expect(unreached([entry('login', 0), entry('authToken', 0)])).toEqual([
      'nothing was tested: no case sent a request (every case was not applicable)',
    ]));
  // Issue 34, item 8: a harness error (a damaged recording) says its own cause; it is no case found not applicable.
  it('leaves a run whose cases are harness errors to their own reasons', () => {
    expect(unreached([entry('login', 0, undefined, 'harness-error')])).toEqual([]);
    expect(unreached([entry('login', 0, undefined, 'harness-error'), entry('login', 0, undefined, 'not-applicable')])).toEqual([
      'nothing was tested: no case sent a request (every other case was not applicable)',
    ]);
  });
  it('names an operation that heard only outages, and the statuses it heard', () =>
    expect(
      unreached([
        entry('login', 1, 200),
        entry('secretaryOfStateSearch', 3, 503, 'vendor-fault'),
        entry('secretaryOfStateSearch', 3, 503, 'vendor-fault'),
        // The rule that asks for the documented 503 passes on a vendor that is down: it tested nothing either.
        entry('secretaryOfStateSearch', 1, 503, 'pass'),
        entry('secretaryOfStateSearch', 3, undefined, 'infra'),
        entry('secretaryOfStateSearch', 0, undefined, 'not-applicable'),
      ]),
    ).toEqual([
      'nothing of secretaryOfStateSearch was tested: its 4 case(s) heard only outages from vendor.example:8443 (HTTP 503 ×3, no response ×1); run again when the vendor is up',
    ]));
  it('leaves an operation alone whose outage status is undocumented: a violation tested it', () =>
    expect(unreached([entry('emailBasic', 1, 503, 'violation'), entry('emailBasic', 3, 429, 'vendor-fault')])).toEqual([]));
  it('leaves an operation alone where one case got a real answer', () =>
    expect(unreached([entry('cacBasic', 3, 503, 'vendor-fault'), entry('cacBasic', 1, 401, 'pass')])).toEqual([]));
});
