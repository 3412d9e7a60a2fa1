// audit.ndjson: one line per record, written as records come, so a million of them never wait in memory. Lines are
// gathered into chunks (a write a line would cost more than judging); like the run's cases.ndjson the file is written
// in place, so an audit cut short keeps what it judged.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Characters held before they are written. */
const CHUNK = 1 << 16;

export class NdjsonFile {
  private readonly fd: number;
  private lines: string[] = [];
  private held = 0;

  constructor(path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'w');
  }

  write(value: unknown): void {
    const line = `${JSON.stringify(value)}\n`;
    this.lines.push(line);
    this.held += line.length;
    if (this.held >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.held === 0) return;
    writeSync(this.fd, this.lines.join(''));
    this.lines = [];
    this.held = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
