// Reads a multipart form with @fastify/multipart (busboy underneath): parts are streamed, each cut off at the
// operation's limit, so the server holds at most that many bytes of a part however large the upload. A file over the
// limit reaches the handler flagged `oversize` (the operation answers its own documented error, e.g. matchFace's 400
// "image size cannot be greater than 6MB"); a text field over it is a 413. File types come from the bytes
// (file-types.ts), never from the name or the declared Content-Type.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { RequestBody, UploadedFile } from './body.js';
import { fileTypeOf } from './file-types.js';
import { Refusal } from './refusal.js';

/** Parts per request: with the per-part limit, this bounds what one request can make the server hold. */
export const MAX_PARTS = 20;

/** Bytes kept of an oversize file, so its type can still be told: the longest signature file-types.ts knows. */
const HEAD_BYTES = 16;

/** The library's errors carry a code; the file-too-large one also carries its part. */
interface LibraryError extends Error {
  code?: string;
  part?: { fieldname?: string };
}

export async function readMultipart(request: FastifyRequest, operation: string, maxPartBytes: number): Promise<RequestBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const names: string[] = [];
  const tooLarge = (field: string | undefined) =>
    new Refusal(
      413,
      `Payload Too Large: ${field === undefined ? 'a part' : `part "${field}"`} is over ${maxPartBytes} bytes, ` +
        `the limit of each form part for ${operation}: send a smaller one`,
    );
  try {
    // The plugin is registered with throwFileSizeLimit false (server.ts): busboy stops passing a file's bytes on at the
    // limit, marks it truncated and drains the rest of it, so the form goes on and the handler sees the part.
    const parts = request.parts({ limits: { fileSize: maxPartBytes, fieldSize: maxPartBytes, parts: MAX_PARTS } });
    for await (const part of parts) {
      names.push(part.fieldname);
      if (part.type === 'file') {
        const { bytes, head, oversize } = await readFile(part.file);
        const { fieldname: field, filename, mimetype: declaredType } = part;
        files.push({ field, filename, declaredType, type: fileTypeOf(head), oversize, bytes });
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
  return { kind: 'multipart', fields, files, names };
}

/** A file part read to its end. Once busboy marks it truncated (past the limit) its chunks are let go but its first
 * bytes, and the rest streams past unread. */
async function readFile(stream: MultipartFile['file']): Promise<{ bytes: Buffer; head: Buffer; oversize: boolean }> {
  let chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  let oversize = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    if (oversize) continue;
    chunks.push(chunk);
    if (stream.truncated) {
      oversize = true;
      chunks = [];
    }
  }
  if (oversize || stream.truncated) return { bytes: Buffer.alloc(0), head, oversize: true };
  const bytes = Buffer.concat(chunks);
  return { bytes, head: bytes, oversize: false };
}

function refusalOf(error: LibraryError, tooLarge: (field: string | undefined) => Refusal): Refusal {
  if (error instanceof Refusal) return error;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(error.part?.fieldname);
  if (error.code === 'FST_PARTS_LIMIT') return new Refusal(413, `Payload Too Large: send at most ${MAX_PARTS} parts in one form`);
  // A broken form (no boundary, cut short, a reserved field name, a JSON part that does not parse) is a bad body; the
  // library's text says which.
  return new Refusal(400, `Malformed multipart/form-data body: ${error.message}`);
}
