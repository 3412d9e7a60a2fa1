// What only a model could know about an uploaded image (how many faces, whose, how many signatures, a plain signature
// or a document), decided like a payment provider's test cards: by the file's SHA-256, for the documented test images
// (sandbox/README.md › Upload test images; made by `npm run fixtures:inputs`). Any other image gets DEFAULT_FACTS.
// Data only: the operations read it through imageFacts().
import { createHash } from 'node:crypto';

export interface ImageFacts {
  /** What the picture is: a selfie, an ID card, a plain signature, or a document holding a signature. */
  readonly kind: 'selfie' | 'id' | 'signature' | 'document';
  /** Faces a face detector would find (selfies and ID cards). */
  readonly faces?: number;
  /** Whose face, when there is exactly one: two images match when they show the same person. */
  readonly person?: string;
  /** Signatures a detector would find (signatures and documents). */
  readonly signatures?: number;
  /** Who signed, when there is exactly one signature. */
  readonly signer?: string;
  /** A compliant signature image: plain white background, dark ink, nothing else (a document is not). */
  readonly compliant?: boolean;
}

const KNOWN: ReadonlyMap<string, ImageFacts> = new Map<string, ImageFacts>([
  // selfie-a.jpg
  ['e2c6fec8e30f2a26845b0ad4287f0e27fa3243a4f22b817a7d865e4da187bc44', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a.png
  ['c53b52aa178d9537d7ec4653ff9d2f47d32752bc8e1c36ef098366889b9bc449', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a.tiff
  ['6e2b32eac2246406f71f7bf623e840ba7faf6b4a24b3be1609b2ee5b620255de', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a.gif (also selfie-a-gif-bytes.png)
  ['2235e2a2d280b2981106204c6f839e18ea8a443af739b24bfc2b8bc6397c6270', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-b.jpg
  ['dcf9651519447d51dcb3ae0ebc963923c6fdddeaac78b0d164b56794a384bab8', { kind: 'selfie', faces: 1, person: 'B' }],
  // selfie-no-face.jpg
  ['3eae43333fc64c7c0b25e2d94702c99a4baa6429951d5d6444be631379074f8a', { kind: 'selfie', faces: 0 }],
  // selfie-two-faces.jpg
  ['50fda8824401af4c3ab27c31732cbce5a7d2b828219913d0d2a4077bb57a42b5', { kind: 'selfie', faces: 2 }],
  // id-a.jpg
  ['a45e3c55227bd41562e511cfa476aba4b1496d6e62c411ac40518144b8bc34d5', { kind: 'id', faces: 1, person: 'A' }],
  // id-a.png
  ['b8359bf3d9895316d460d4ef86cc94b15ef7d17dac542fbf32f5447050d3abdc', { kind: 'id', faces: 1, person: 'A' }],
  // id-a.tiff
  ['2a08be3411637959de22504f1ee6e80381ecb90d5524e83373be7fe58372a565', { kind: 'id', faces: 1, person: 'A' }],
  // id-a.pdf
  ['9c3a147db387568fb076e72190d0dd4248b7fc56aa812eef0e7e3b02241f2717', { kind: 'id', faces: 1, person: 'A' }],
  // id-a-small.jpg
  ['f10199211e38e7f18993444c296a493b4b69c756008569d72e2424c9109c041b', { kind: 'id', faces: 1, person: 'A' }],
  // id-b.jpg
  ['1cb101c87962f22438b8b8cfc20a842a4ed6d241bd3919cf2a8ed455420a7a09', { kind: 'id', faces: 1, person: 'B' }],
  // id-no-face.jpg
  ['7f8bfcff08efbd98f25082bcde59898fdf3ac970023694115ba841d4c5113770', { kind: 'id', faces: 0 }],
  // id-two-faces.jpg
  ['673b5e1a9ac840dcec75583f6b3f8fb335b0196fbdd5bcd7abf22dbce9d821bc', { kind: 'id', faces: 2 }],
  // signature-a.png
  [
    'b51d4024dec38a5e0ddb039eada57068de00a0c4f23bebcffdaa75ea234ad388',
    { kind: 'signature', signatures: 1, signer: 'A', compliant: true },
  ],
  // signature-a.jpg
  [
    '2d975104791adb22dbfe092f5b7b1d81146a6d0dfa55a90920b44a0c53942cd8',
    { kind: 'signature', signatures: 1, signer: 'A', compliant: true },
  ],
  // signature-a-again.png
  [
    'e5ea28f0b175cc8978eb26addac7467e965b64fea1ced416775944e951dd450c',
    { kind: 'signature', signatures: 1, signer: 'A', compliant: true },
  ],
  // signature-a.tiff
  [
    'edbfe83a18959f2d43853117cfe1401fc5ec9c56ca0403689949d0ad45a6bd51',
    { kind: 'signature', signatures: 1, signer: 'A', compliant: true },
  ],
  // signature-a.gif
  [
    'b75a18692f34579e8fe4f22c0778bc4c7d235cec95d238235a6d8a5d2d33b5e1',
    { kind: 'signature', signatures: 1, signer: 'A', compliant: true },
  ],
  // signature-b.png
  [
    '4f64d3ecc6ce8bf38272636951f2e513f180a604a9fe1c9cd3fbd31e42569d86',
    { kind: 'signature', signatures: 1, signer: 'B', compliant: true },
  ],
  // signature-two.png
  ['40b9bb6ef2b74e9cc1dc9369019e6c94e286720bff262de7ed980a195c6b7495', { kind: 'signature', signatures: 2, compliant: true }],
  // signature-blank.png
  ['dbd072f012ade5e708af2d20134dabdff86a8b1769eb646352413cf9a12dcf2e', { kind: 'signature', signatures: 0, compliant: true }],
  // document-signed-a.jpg
  [
    '7607c632e79d5a2a147fcb9925da4388fb5fb0bc62fc4197abc6c6b4de915312',
    { kind: 'document', signatures: 1, signer: 'A', compliant: false },
  ],
  // document-unsigned.jpg
  ['7afaaf0cb1e14418b2f67726ca94bb00e320187379f11eac09a842575af6cb19', { kind: 'document', signatures: 0, compliant: false }],
  // selfie-a-6000000.jpg
  ['d96fe7c07a593b72f7a656f0661185b46dcd5c97d1223678ff63a3e7275ca914', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a-6000001.jpg
  ['7b47802696d0ed317abaee6caf0ebbbedd29eab6fbd5a054ed1c9859f7ebe7eb', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a-6291456.jpg
  ['5a116b134b4f3236cc16152c9aee061d732ddeea5aa31dd124bf95959ae4a50e', { kind: 'selfie', faces: 1, person: 'A' }],
  // selfie-a-6291457.jpg
  ['46dd5b28c64e87c905598de44d7f6ec65bb2c545aeaa2f681496aaaa5e40407d', { kind: 'selfie', faces: 1, person: 'A' }],
  // id-a-6000000.jpg
  ['4ec135ed7d72a305e7b96dd944af88d92c7d6acd7eb4585d56779d0a412db4dc', { kind: 'id', faces: 1, person: 'A' }],
  // id-a-6000001.jpg
  ['fa70b599f25a8148a800bf7e32d26027d77718f1bc196f2489698d341dc611c7', { kind: 'id', faces: 1, person: 'A' }],
  // id-a-6291456.jpg
  ['5d61848ceb30b2df35f983b76177ea51d71d57c437c5c6bf782d13e8b00784ab', { kind: 'id', faces: 1, person: 'A' }],
  // id-a-6291457.jpg
  ['31f0f07d44731170f9bd76e8de9665aab1c55c45d25b832a7d1e576e5256a7dc', { kind: 'id', faces: 1, person: 'A' }],
]);

/** An image the table does not list: one face, one compliant signature, of a person and signer known only by its bytes. */
export const defaultFacts = (sha256: string): ImageFacts => ({
  kind: 'selfie',
  faces: 1,
  person: `unknown-${sha256.slice(0, 12)}`,
  signatures: 1,
  signer: `unknown-${sha256.slice(0, 12)}`,
  compliant: true,
});

// Per upload, once: a 6 MB image takes about 15 ms to hash, and an operation and its faults ask for it several times.
const hashed = new WeakMap<Uint8Array, string>();
export function sha256Of(bytes: Uint8Array): string {
  let sha256 = hashed.get(bytes);
  if (sha256 === undefined) hashed.set(bytes, (sha256 = createHash('sha256').update(bytes).digest('hex')));
  return sha256;
}

export function imageFacts(bytes: Uint8Array): ImageFacts {
  const sha256 = sha256Of(bytes);
  return KNOWN.get(sha256) ?? defaultFacts(sha256);
}

/** Every listed image, for sandbox/README.md and the sandbox's own tests. */
export const KNOWN_IMAGES: ReadonlyMap<string, ImageFacts> = KNOWN;
