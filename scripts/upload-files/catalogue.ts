import { jpegInPdf } from './encode-pdf.js';
import { encodeGif } from './encode-gif.js';
import { encodeJpeg } from './encode-jpeg.js';
import { encodePng } from './encode-png.js';
import { encodeTiff } from './encode-tiff.js';
import type { PersonId } from './faces.js';
import { qrValues } from './qr-values.js';
import type { Raster } from './raster.js';
import { idCard, selfie, signatureStrip, signedDocument } from './scenes.js';
import { BLUE_INK, type SignerId } from './signatures.js';

// Every committed input file: its bytes, and what it depicts, which is what the sandbox's table decides by (a model
// would look; the sandbox reads these facts). `faces`/`signatures` count what an image shows; `person`/`signer` say
// who, so two files of one person match and of two people do not.
export interface Facts {
  use: 'selfie' | 'id' | 'signature' | 'document' | 'qr';
  faces?: number;
  person?: PersonId | 'A+B';
  signatures?: number;
  signer?: SignerId | 'A+B';
  /** Signature compliance (spec rule 1): white background, one ink, nothing else. */
  compliant?: boolean;
  /** The media type a name or a declared content type claims, when the bytes say otherwise. */
  claimedMediaType?: string;
}

/** Encoded bytes, with the picture's size in pixels (a PDF's page in points) where there is one. */
export interface Made {
  bytes: Buffer;
  width?: number;
  height?: number;
}

export interface InputFile {
  name: string;
  mediaType: string;
  depicts: string;
  facts: Facts;
  make: () => Made | Promise<Made>;
}

const JPEG = 'image/jpeg';
const PNG = 'image/png';
const TIFF = 'image/tiff';
const GIF = 'image/gif';

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const selfieA = once(() => selfie(['A']));
const idA = once(() => idCard('A'));
const signatureA = once(() => signatureStrip({ signers: ['A'] }));
/** Quality 92: above the 80 the image guidelines ask for ID images. */
const idAJpeg = once(() => encodeJpeg(idA(), 92));

const withSize = (r: Raster, encode: (r: Raster) => Buffer): Made => ({ bytes: encode(r), width: r.width, height: r.height });

const image = (
  name: string,
  mediaType: string,
  picture: () => Raster,
  depicts: string,
  facts: Facts,
  quality = 90,
): InputFile => {
  const encoders: Record<string, (r: Raster) => Buffer> = {
    [JPEG]: (r) => encodeJpeg(r, quality),
    [PNG]: encodePng,
    [TIFF]: encodeTiff,
    [GIF]: encodeGif,
  };
  const encode = encoders[mediaType];
  if (!encode) throw new Error(`catalogue: no encoder for ${mediaType}`);
  return { name, mediaType, depicts, facts, make: () => withSize(picture(), encode) };
};

const personA: Facts = { use: 'selfie', faces: 1, person: 'A' };
const idOfA: Facts = { use: 'id', faces: 1, person: 'A' };
const sigA: Facts = { use: 'signature', signatures: 1, signer: 'A', compliant: true };

export const CATALOGUE: readonly InputFile[] = [
  image('selfie-a.jpg', JPEG, selfieA, 'selfie of person A', personA),
  image('selfie-a.png', PNG, selfieA, 'selfie of person A (PNG)', personA),
  image('selfie-a.tiff', TIFF, selfieA, 'selfie of person A (TIFF, RGB, Deflate)', personA),
  image('selfie-a.gif', GIF, selfieA, 'selfie of person A as GIF: an unsupported file type', personA),
  {
    name: 'selfie-a-gif-bytes.png',
    mediaType: GIF,
    depicts: 'selfie of person A: GIF bytes under a .png name (type must be decided by the bytes)',
    facts: { ...personA, claimedMediaType: PNG },
    make: () => withSize(selfieA(), encodeGif),
  },
  image('selfie-b.jpg', JPEG, () => selfie(['B']), 'selfie of person B (does not match person A)', {
    use: 'selfie',
    faces: 1,
    person: 'B',
  }),
  image('selfie-no-face.jpg', JPEG, () => selfie([]), 'selfie with no face (an empty room)', { use: 'selfie', faces: 0 }),
  image('selfie-two-faces.jpg', JPEG, () => selfie(['A', 'B']), 'selfie with two faces, persons A and B', {
    use: 'selfie',
    faces: 2,
    person: 'A+B',
  }),
  {
    name: 'id-a.jpg',
    mediaType: JPEG,
    depicts: 'ID card of person A, 1012 px wide at JPEG quality 92 (meets the image guidelines)',
    facts: idOfA,
    make: () => withSize(idA(), () => idAJpeg()),
  },
  image('id-a.png', PNG, idA, 'ID card of person A (PNG)', idOfA),
  image('id-a.tiff', TIFF, idA, 'ID card of person A (TIFF, RGB, Deflate)', idOfA),
  {
    name: 'id-a.pdf',
    mediaType: 'application/pdf',
    depicts: 'ID card of person A: a one-page PDF holding id-a.jpg',
    facts: idOfA,
    make: async () => ({ bytes: await jpegInPdf(idAJpeg()), width: idA().width, height: idA().height }),
  },
  image(
    'id-a-small.jpg',
    JPEG,
    () => idA().resized(640, 404),
    'ID card of person A, 640 px wide at JPEG quality 70 (below the guidelines: a probe)',
    idOfA,
    70,
  ),
  image('id-b.jpg', JPEG, () => idCard('B'), 'ID card of person B (does not match person A)', {
    use: 'id',
    faces: 1,
    person: 'B',
  }),
  image('id-no-face.jpg', JPEG, () => idCard(null), 'ID card with an empty photo box: no face', { use: 'id', faces: 0 }),
  image('id-two-faces.jpg', JPEG, () => idCard('A', true), 'ID card of person A with a ghost portrait: two faces', {
    use: 'id',
    faces: 2,
    person: 'A',
  }),
  image('signature-a.png', PNG, signatureA, 'compliant signature of signer A, black ink (matches signature-a-again)', sigA),
  image('signature-a.jpg', JPEG, signatureA, 'compliant signature of signer A (JPEG)', sigA),
  image(
    'signature-a-again.png',
    PNG,
    () => signatureStrip({ signers: ['A'], variant: 1 }),
    'compliant signature of signer A signed again (matches signature-a)',
    sigA,
  ),
  image(
    'signature-a.tiff',
    TIFF,
    signatureA,
    'compliant signature of signer A (TIFF: listed by the error, not by the field)',
    sigA,
  ),
  image('signature-a.gif', GIF, signatureA, 'compliant signature of signer A as GIF: an unsupported format', sigA),
  image(
    'signature-b.png',
    PNG,
    () => signatureStrip({ signers: ['B'], ink: BLUE_INK }),
    'compliant signature of signer B, blue ink (does not match signer A)',
    { use: 'signature', signatures: 1, signer: 'B', compliant: true },
  ),
  image('signature-two.png', PNG, () => signatureStrip({ signers: ['A', 'B'] }), 'two signatures, signers A and B', {
    use: 'signature',
    signatures: 2,
    signer: 'A+B',
    compliant: true,
  }),
  image('signature-blank.png', PNG, () => signatureStrip({ signers: [] }), 'a blank white image: no signature', {
    use: 'signature',
    signatures: 0,
    compliant: true,
  }),
  image(
    'document-signed-a.jpg',
    JPEG,
    () => signedDocument('A'),
    'document image: signer A in blue on a cream page with letterhead, text and a stamp (needs disableComplianceN=yes)',
    { use: 'document', signatures: 1, signer: 'A', compliant: false },
  ),
  image('document-unsigned.jpg', JPEG, () => signedDocument(null), 'document image with no signature', {
    use: 'document',
    signatures: 0,
    compliant: false,
  }),
  {
    name: 'qr-values.json',
    mediaType: 'application/json',
    depicts: 'raw national-ID QR texts: one per qrType and two invalid ones',
    facts: { use: 'qr' },
    make: () => ({ bytes: Buffer.from(`${JSON.stringify({ values: qrValues() }, null, 2)}\n`) }),
  },
];
