// What one pair's comparison needs from the whole sets: every answer of an operation and status, merged, on each side
// (a field other candidate recordings still have; the values the baseline ever had where the document shows none).
import type { RecordingFile } from '../recording/file.js';
import { answersOf, EVENT_OPERATION, EVENT_STATUS } from './answers.js';
import { mergeShape, type Shape, shapeOf } from './shape.js';

export interface SetContext {
  /** Every baseline answer body of the operation with the status, merged (events: webhookEvent, 200). */
  baseline(operation: string, status: number): Shape;
  candidate(operation: string, status: number): Shape;
}

function shapesOf(files: readonly RecordingFile[]): Map<string, Shape> {
  const out = new Map<string, Shape>();
  const add = (operation: string, status: number, body: unknown) => {
    const key = `${operation} ${status}`;
    const shape = out.get(key) ?? new Map();
    out.set(key, shape);
    mergeShape(shape, shapeOf(body));
  };
  for (const file of files) {
    for (const a of answersOf(file)) add(a.operation, a.interaction.status, a.interaction.response);
    for (const e of file.events) add(EVENT_OPERATION, EVENT_STATUS, e.body);
  }
  return out;
}

export function setContext(baseline: readonly RecordingFile[], candidate: readonly RecordingFile[]): SetContext {
  // Built on first use: two identical sets never need them.
  let b: Map<string, Shape> | undefined;
  let c: Map<string, Shape> | undefined;
  const empty: Shape = new Map();
  return {
    baseline: (operation, status) => (b ??= shapesOf(baseline)).get(`${operation} ${status}`) ?? empty,
    candidate: (operation, status) => (c ??= shapesOf(candidate)).get(`${operation} ${status}`) ?? empty,
  };
}
