// The PDF reader's thread (extract.ts starts it): pdfjs-dist's legacy build, loaded here and not in the sandbox's own
// thread, because it installs core-js polyfills on load (on Node 20 it replaces Array.prototype.push and JSON.stringify
// with slower ones) and a long PDF would otherwise hold the server's event loop. Plain JavaScript, so it loads the same
// under tsx, vitest and node. One message in: {id, bytes, password, maxPages}; one out: {id, pages, items} or
// {id, problem: {kind, message, pages}} (the PDF's fault), or {id, error} (the reader's).
import { parentPort } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** @param {unknown} error */
function problemOf(error) {
  const { name = 'Error', message = String(error) } = /** @type {{name?: string, message?: string}} */ (error ?? {});
  // pdfjs's PasswordException: a password is needed and none was given (code 1), or the one given is wrong (code 2).
  return { kind: name === 'PasswordException' ? 'password' : 'unreadable', message: `${name}: ${message}` };
}

/** @param {{bytes: Uint8Array, password?: string, maxPages: number}} request */
async function extract({ bytes, password, maxPages }) {
  const task = getDocument({
    data: bytes,
    ...(password === undefined ? {} : { password }),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    enableXfa: false,
    stopAtErrors: true,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > maxPages) return { problem: { kind: 'pages', message: `${pdf.numPages} pages`, pages: pdf.numPages } };
    const items = [];
    for (let page = 1; page <= pdf.numPages; page += 1) {
      // The statements are ASCII: no Unicode normalisation to do.
      const content = await (await pdf.getPage(page)).getTextContent({ disableNormalization: true });
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ page, x: item.transform[4], y: item.transform[5], width: item.width, text: item.str.trim() });
      }
    }
    return { pages: pdf.numPages, items };
  } catch (error) {
    return { problem: problemOf(error) };
  } finally {
    await task.destroy();
  }
}

parentPort?.on('message', async (request) => {
  let answer;
  try {
    answer = await extract(request);
  } catch (error) {
    answer = { error: String(error) };
  }
  parentPort?.postMessage({ id: request.id, ...answer });
});
