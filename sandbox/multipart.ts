// Reads a multipart form with @fastify/multipart (busboy underneath): parts are streamed, each cut off at the
// operation's limit, so the server holds at most that many bytes of a part however large the upload; it answers 413.
// File types come from the bytes (file-types.ts), never from the name or the declared Content-Type.
import type { FastifyRequest } from 'fastify';
import type { RequestBody, UploadedFile } from './body.js';
import { fileTypeOf } from './file-types.js';
import { Refusal } from './refusal.js';

/** Parts per request: with the per-part limit, this bounds what one request can make the server hold. */
export const MAX_PARTS = 20;

/** The library's errors carry a code; the file-too-large one also carries its part. */
interface LibraryError extends Error {
  code?: string;
  part?: { fieldname?: string };
}

export async function readMultipart(request: FastifyRequest, operation: string, maxPartBytes: number): Promise<RequestBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const tooLarge = (field: string | undefined) =>
    new Refusal(
      413,
      `Payload Too Large: ${field === undefined ? 'a part' : `part "${field}"`} is over ${maxPartBytes} bytes, ` +
        `the limit of each form part for ${operation}: send a smaller one`,
    );
  try {
    const parts = request.parts({ limits: { fileSize: maxPartBytes, fieldSize: maxPartBytes, parts: MAX_PARTS } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const { fieldname: field, filename, mimetype: declaredType } = part;
        files.push({ field, filename, declaredType, type: fileTypeOf(bytes), bytes });
      } else {
        // busboy truncates an oversized text value silently; a cut value would be read as a different one.
        if (part.valueTruncated) throw tooLarge(part.fieldname);
        // A part sent as application/json arrives parsed: handlers get text either way (re-serialised).
        const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = text;
      }
    }
  } catch (error) {
    // The library reads and discards the rest of the form, so the client's upload completes and it sees the answer.
    throw refusalOf(error as LibraryError, tooLarge);
  }
  return { kind: 'multipart', fields, files };
}

function refusalOf(error: LibraryError, tooLarge: (field: string | undefined) => Refusal): Refusal {
  if (error instanceof Refusal) return error;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(error.part?.fieldname);
  if (error.code === 'FST_PARTS_LIMIT') return new Refusal(413, `Payload Too Large: send at most ${MAX_PARTS} parts in one form`);
  // A broken form (no boundary, cut short, a reserved field name, a JSON part that does not parse) is a bad body; the
  // library's text says which.
  return new Refusal(400, `Malformed multipart/form-data body: ${error.message}`);
}
