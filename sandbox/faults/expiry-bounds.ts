// The expiry bounds both token operations share (1 to 86400 seconds), each moved by one second: a fault per rule of the
// bound. Written once; the operations differ only in the settings that hold their bounds.
import type { Settings } from '../settings.js';
import type { Fault } from './kit.js';

type BoundSettings = { min: keyof Settings & `${string}ExpiryMin`; max: keyof Settings & `${string}ExpiryMax` };

export const expiryBoundFaults = (op: 'authToken' | 'login', { min, max }: BoundSettings): Fault[] => [
  {
    id: `${op}-expiry-one-rejected`,
    breaks: `${op}.expiry.min`,
    describe: 'the lower bound is 2 instead of 1: expiry 1 is rejected',
    apply: { settings: { [min]: 2 } },
  },
  {
    id: `${op}-expiry-max-rejected`,
    breaks: `${op}.expiry.max`,
    describe: 'the upper bound is 86399 instead of 86400: expiry 86400 is rejected',
    apply: { settings: { [max]: 86_399 } },
  },
  {
    id: `${op}-expiry-above-max-accepted`,
    breaks: `${op}.expiry.above-max`,
    describe: 'the upper bound is 86401 instead of 86400: expiry 86401 gets a token',
    apply: { settings: { [max]: 86_401 } },
  },
];
