import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onStopSignals } from '../../../src/proxy/stop-signals.js';

describe('onStopSignals', () => {
  it('stops once, at the first of SIGINT and SIGTERM, and settles after the stop', async () => {
    const process = new EventEmitter();
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const signals = onStopSignals((signal) => {
      calls.push(signal);
      return new Promise<void>((resolve) => (finish = resolve));
    }, process);
    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGINT', 'SIGINT');
    await Promise.resolve();
    expect(calls).toEqual(['SIGTERM']);
    finish();
    await expect(signals.done).resolves.toBe('SIGTERM');
    signals.dispose();
    expect(process.listenerCount('SIGINT') + process.listenerCount('SIGTERM')).toBe(0);
  });

  it('passes on what the stop threw', async () => {
    const process = new EventEmitter();
    const signals = onStopSignals(() => Promise.reject(new Error('reports unwritable')), process);
    process.emit('SIGINT', 'SIGINT');
    await expect(signals.done).rejects.toThrow('reports unwritable');
  });
});
