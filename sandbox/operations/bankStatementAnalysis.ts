// POST /v1/bank_statement_analysis (spec › Endpoints › Synchronous statement analysis; Resources › Synchronous analysis
// result; Errors › Synchronous analysis). One statement PDF as form-data, analysed in the request by a real engine over
// its text (sandbox/statements/): the figures come from what the PDF prints, nothing is looked up.
// Order: credentials (401, sandbox choice: the v1 answer), the server-error test pair (500), the transactionId header
// (400, the v1 choice), the `pdf` part (400 requires "uploadPdf"), the text parts (400), size (413), type by the bytes
// (400 Invalid file type), the password (400), the statement's layout (400), an image-only PDF refused with
// allowImagePDF no (400), then the result. Failures: `{status: "failure", statusCode, message}`.
import { createHash, createHmac } from 'node:crypto';
import type { UploadedFile } from '../body.js';
import type { SandboxContext } from '../context.js';
import { failure, type Reply } from '../envelope.js';
import { IMAGE_PDF } from '../statements/analyse.js';
import { analysePdf, MAX_PAGES } from '../statements/analyse-pdf.js';
import { PdfProblem } from '../statements/extract.js';
import { readForm } from '../statements/flags.js';
import { StatementProblem } from '../statements/parse.js';
import { rememberedText } from '../statements/remembered-text.js';
import { header, headerProblem, TRANSACTION_ID_REQUIRED } from './headers.js';
import type { Operation, SeenRequest } from './operation.js';

/** Not shown by the document: ten times a year of daily statements (50 pages, about 200 KB); past it, 413. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export const STATEMENT_ERRORS = {
  credentials: 'Missing/Invalid credentials',
  internal: 'Internal Server Error',
  missing: 'Input Validation Error: requires property "uploadPdf"',
  notPdf: 'Invalid file type for: uploadPdf',
  password: 'Password provided was incorrect',
  tooLarge: `uploadPdf is over ${MAX_PDF_BYTES} bytes (10 MB), the largest statement bankStatementAnalysis takes: send a smaller one`,
  tooManyPages: (pages: number) =>
    `uploadPdf has ${pages} pages, more than the ${MAX_PAGES} the sandbox analyses: send a shorter statement`,
  imageRefused: 'uploadPdf is an image-only (scanned) PDF and allowImagePDF is no: send allowImagePDF=yes to accept it',
} as const;

// The made-up storage host of the returned links: pre-signed in form, signed by a sandbox key, fixed by the PDF's bytes.
const S3_HOST = 'https://statements.sandbox.example';
const S3_SIGNING_KEY = 'vts-sandbox-statements';
const S3_EXPIRES_SECONDS = 3600;

const fail = (status: number, message: string): Reply => failure(status, { message });

export function s3urlOf(bytes: Uint8Array): string {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const signature = createHmac('sha256', S3_SIGNING_KEY).update(sha256).digest('hex');
  const query = `X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=${S3_EXPIRES_SECONDS}&X-Amz-SignedHeaders=host&X-Amz-Signature=${signature}`;
  return `${S3_HOST}/statements/${sha256}.pdf?${query}`;
}

function problemReply(error: unknown): Reply {
  if (error instanceof StatementProblem) return fail(400, error.message);
  if (!(error instanceof PdfProblem)) throw error;
  if (error.kind === 'password') return fail(400, STATEMENT_ERRORS.password);
  if (error.kind === 'pages') return fail(400, STATEMENT_ERRORS.tooManyPages(error.pages ?? 0));
  // It starts like a PDF but pdfjs cannot open it: not a PDF after all.
  return fail(400, STATEMENT_ERRORS.notPdf);
}

async function handle(request: SeenRequest, context: SandboxContext): Promise<Reply> {
  const problem = headerProblem(request, context);
  if (problem === 'unauthorized' || problem === 'forbidden') return fail(401, STATEMENT_ERRORS.credentials);
  if (header(request, 'appid') === context.values.uploads.serverError.appId)
    throw new Error('sandbox test pair: simulated fault');
  if (problem === 'transactionId') return fail(400, TRANSACTION_ID_REQUIRED);

  const { fields, files }: { fields: Readonly<Record<string, string>>; files: readonly UploadedFile[] } =
    request.body.kind === 'multipart' ? request.body : { fields: {}, files: [] };
  // A `pdf` sent as text (a URL) is not a file: the sandbox fetches nothing.
  const pdf = files.find((file) => file.field === 'pdf');
  if (pdf === undefined) return fail(400, STATEMENT_ERRORS.missing);
  const form = readForm(fields);
  if (typeof form === 'string') return fail(400, form);
  if (pdf.oversize) return fail(413, STATEMENT_ERRORS.tooLarge);
  if (pdf.type !== 'pdf') return fail(400, STATEMENT_ERRORS.notPdf);

  let analysis;
  try {
    analysis = await analysePdf(pdf.bytes, form, rememberedText, context.settings.rowsRead.analysis);
  } catch (error) {
    return problemReply(error);
  }
  if (analysis.details.documentType === IMAGE_PDF && !form.flags.allowImagePDF) return fail(400, STATEMENT_ERRORS.imageRefused);
  const item = form.flags.returnS3Url ? { ...analysis, s3url: s3urlOf(pdf.bytes) } : analysis;
  return { status: 200, body: { status: 'success', statusCode: 200, result: [item] } };
}

export const bankStatementAnalysis: Operation = {
  id: 'bankStatementAnalysis',
  path: '/v1/bank_statement_analysis',
  // A file over the limit reaches the handler flagged oversize (multipart.ts), answered 413 after the form's checks.
  accepts: { kind: 'multipart', maxPartBytes: MAX_PDF_BYTES },
  handle,
  internalError: fail(500, STATEMENT_ERRORS.internal),
  refused: ({ status, message }) => fail(status, message),
};
