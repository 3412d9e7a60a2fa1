import { lookup } from '../base/json-pointer.js';
import { type Check, onExpectedJson } from './check.js';

/** The answer is the variant the rule is about, by the values that tell it apart (see Expectation.pins). */
export const variant: Check = onExpectedJson(({ response, expect }) =>
  (expect.pins ?? []).flatMap((pin) => {
    const { value } = lookup(response.body, pin.pointer);
    const [ok, expected] =
      'equals' in pin
        ? [value === pin.equals, pin.equals]
        : 'not' in pin
          ? [value !== pin.not, `anything but ${JSON.stringify(pin.not)}`]
          : 'none' in pin
            ? [value === undefined || value === null || (Array.isArray(value) && value.length === 0), 'absent or empty']
            : [(Array.isArray(value) || typeof value === 'string') && value.length > 0, 'a non-empty array or string'];
    return ok ? [] : [{ title: 'Wrong variant' as const, pointer: pin.pointer, expected, actual: value }];
  }),
);
