// File types come from the leading bytes only.
import { describe, expect, it } from 'vitest';
import { fileTypeOf } from '../../../sandbox/file-types.js';
import { SAMPLES } from './file-samples.js';

describe('file types by magic number', () => {
  it.for([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['gif87', 'gif'],
    ['gif89', 'gif'],
    ['tiffLittle', 'tiff'],
    ['tiffBig', 'tiff'],
    ['pdf', 'pdf'],
  ] as const)('%s bytes are %s', ([sample, type]) => {
    expect(fileTypeOf(SAMPLES[sample])).toBe(type);
  });

  it.for([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('hello, world')],
    ['a PNG signature cut short', SAMPLES.png.subarray(0, 7)],
    ['a PNG signature one byte off', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b])],
    ['GIF90a', Buffer.from('GIF90a', 'latin1')],
  ] as const)('%s has no known type', ([, bytes]) => {
    expect(fileTypeOf(bytes)).toBeUndefined();
  });
});
