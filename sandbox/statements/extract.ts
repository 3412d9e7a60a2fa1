// The text of a PDF with where it sits: one item per text run, with its page and its left edge and baseline in PDF
// points (y grows up the page). pdfjs-dist reads it in a thread of its own (pdf-worker.mjs says why), started on the
// first PDF and kept for the next ones; it never keeps the process alive, and a thread that dies (a PDF that exhausts
// its memory) is replaced on the next PDF.
import { Worker } from 'node:worker_threads';

export interface TextItem {
  /** 1-based page number. */
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly text: string;
}

export interface ExtractedPdf {
  readonly pages: number;
  /** Every non-blank text run, page by page in the PDF's content order. Empty for an image-only (scanned) PDF. */
  readonly items: readonly TextItem[];
}

/** Why a PDF could not be read: encrypted with the password absent or wrong, more pages than `maxPages`, or not a PDF
 * pdfjs can open. */
export class PdfProblem extends Error {
  constructor(
    readonly kind: 'password' | 'pages' | 'unreadable',
    message: string,
    /** The PDF's page count, for `pages`. */
    readonly pages?: number,
  ) {
    super(message);
  }
}

/** A PDF the reader has not finished in this time is given up on (the thread is restarted): the caller's 500. */
export const READ_TIMEOUT_MS = 20_000;
/** The reader's heap: a PDF that needs more ends its thread, not the sandbox. */
const READER_HEAP_MB = 512;

type Answer = { id: number } & (
  | { pages: number; items: TextItem[] }
  | { problem: { kind: PdfProblem['kind']; message: string; pages?: number } }
  | { error: string }
);
interface Pending {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

let reader: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextId = 0;

function startReader(): NonNullable<typeof reader> {
  const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  });
  const started = { worker, pending: new Map<number, Pending>() };
  const fail = (error: Error) => {
    if (reader === started) reader = undefined;
    for (const { reject } of started.pending.values()) reject(error);
    started.pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    started.pending.get(answer.id)?.resolve(answer);
    started.pending.delete(answer.id);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PDF reader thread exited (code ${code})`)));
  worker.unref();
  return started;
}

async function ask(bytes: Uint8Array, password: string | undefined, maxPages: number): Promise<Answer> {
  reader ??= startReader();
  const { worker, pending } = reader;
  const id = (nextId += 1);
  // A copy, handed over: the caller keeps its own bytes.
  const data = new Uint8Array(bytes);
  return new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Later PDFs go to a fresh thread; the ones waiting on this one fail with it.
      if (reader?.worker === worker) reader = undefined;
      void worker.terminate();
      reject(new Error(`the PDF reader took over ${READ_TIMEOUT_MS} ms`));
    }, READ_TIMEOUT_MS);
    const done =
      <T>(settle: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        settle(value);
      };
    pending.set(id, { resolve: done(resolve), reject: done(reject) });
    worker.postMessage({ id, bytes: data, password, maxPages }, [data.buffer]);
  });
}

export async function extractText(bytes: Uint8Array, password: string | undefined, maxPages: number): Promise<ExtractedPdf> {
  const answer = await ask(bytes, password, maxPages);
  if ('problem' in answer) throw new PdfProblem(answer.problem.kind, answer.problem.message, answer.problem.pages);
  // The reader itself failed (not the PDF): the operation's 500.
  if ('error' in answer) throw new Error(`the PDF reader failed: ${answer.error}`);
  return { pages: answer.pages, items: answer.items };
}
