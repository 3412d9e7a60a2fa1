// Results of one parent suite in an Allure results folder a conformance run also writes (the exploration's, the
// audit's): an earlier write's results of that suite are replaced, its category is put first among the run's, and each
// result is written with its attachments.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Stage, type Attachment, type Label, type TestResult } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';
import { UnsyncedWriter } from './writer.js';

/** A result as its writer makes it: what the writer adds (ids, stage, times, attachments' files) left out. */
export interface Made {
  result: Omit<TestResult, 'uuid' | 'stage' | 'steps' | 'links' | 'attachments' | 'labels'>;
  labels: Label[];
  attach?: [string, string][];
}

export interface OwnResults {
  parentSuite: string;
  category: Category;
  start: number;
  stop: number;
  /** Added to every result's labels. */
  labels: Label[];
}

export function writeOwnResults(dir: string, made: Made[], own: OwnResults): void {
  mkdirSync(dir, { recursive: true });
  removeEarlier(dir, own.parentSuite);
  const writer = new UnsyncedWriter(dir);
  for (const { result, labels, attach = [] } of made) {
    const attachments = attach.map(([name, content]): Attachment => {
      const source = `${randomUUID()}-attachment.txt`;
      writer.writeAttachment(source, Buffer.from(content));
      return { name, source, type: 'text/plain' };
    });
    writer.writeResult({
      ...result,
      uuid: randomUUID(),
      stage: Stage.FINISHED,
      start: own.start,
      stop: own.stop,
      labels: [...labels, ...own.labels],
      links: [],
      steps: [],
      attachments,
    });
  }
  addCategory(dir, own.category);
}

/** An earlier write's results and their attachments: a fault that is gone must not stay in the report. */
function removeEarlier(dir: string, parentSuite: string): void {
  for (const name of readdirSync(dir).filter((n) => n.endsWith('-result.json'))) {
    try {
      const result = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<TestResult>;
      if (!result.labels?.some((l) => l.name === 'parentSuite' && l.value === parentSuite)) continue;
      for (const a of result.attachments ?? []) if (basename(a.source) === a.source) rmSync(join(dir, a.source), { force: true });
      rmSync(join(dir, name));
    } catch {
      // Not ours to judge: another writer's file is left alone.
    }
  }
}

/** The category, first, in the categories the conformance run wrote (or alone). */
function addCategory(dir: string, category: Category): void {
  const file = join(dir, 'categories.json');
  let categories: Category[] = [];
  try {
    if (existsSync(file)) categories = JSON.parse(readFileSync(file, 'utf8')) as Category[];
  } catch {
    // Unreadable: written anew with this category.
  }
  if (!Array.isArray(categories)) categories = [];
  if (categories.some((c) => c.name === category.name)) return;
  writeFileSync(file, JSON.stringify([category, ...categories]));
}
