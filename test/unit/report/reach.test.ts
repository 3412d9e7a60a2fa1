// A run that reached nothing is incomplete (issue 8, item 1): per operation, and for a run where nothing was sent.
import { describe, expect, it } from 'vitest';
import { unreached } from '../../../src/report/reach.js';

const entry = (operation: string, attempts: number, status?: number) => ({
  operation,
  attempts,
  host: 'vendor.example:8443',
  ...(status === undefined ? {} : { status }),
});

describe('unreached', () => {
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
});
