// Allure's results written without an fsync and a rename per file: allure-js-commons' FileSystemWriter makes every one
// of a run's ~700 files durable one by one, a tenth of a replay gate. A process that dies loses nothing written (the
// page cache outlives it); only a machine that loses power does, and a run's results are rewritten by its next run
// anyway. Written as they come, in the main thread: Node's file threads would take about twice the CPU for the same
// files, and the CPU is what the workers are short of.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemWriter } from 'allure-js-commons/sdk/reporter';
import type { TestResult, TestResultContainer } from 'allure-js-commons';

export class UnsyncedWriter extends FileSystemWriter {
  private made = false;

  constructor(private readonly dir: string) {
    super({ resultsDir: dir });
  }

  private path(name: string): string {
    if (!this.made) mkdirSync(this.dir, { recursive: true });
    this.made = true;
    return join(this.dir, name);
  }

  override writeResult(result: TestResult): void {
    writeFileSync(this.path(`${result.uuid}-result.json`), JSON.stringify(result));
  }

  override writeGroup(result: TestResultContainer): void {
    writeFileSync(this.path(`${result.uuid}-container.json`), JSON.stringify(result));
  }

  override writeAttachment(name: string, content: Buffer): void {
    writeFileSync(this.path(name), content);
  }

  override writeAttachmentFromPath(name: string, from: string): void {
    copyFileSync(from, this.path(name));
  }
}
