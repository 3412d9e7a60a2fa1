// The list of sandbox/README.md › Upload test images: every image the sandbox knows by its SHA-256
// (sandbox/images/known-images.ts), named by the manifest of `npm run fixtures:inputs`, its type read from its bytes.
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileTypeOf, type FileType } from '../../sandbox/file-types.js';
import { dimensionsOf } from '../../sandbox/images/dimensions.js';
import { type ImageFacts, KNOWN_IMAGES } from '../../sandbox/images/known-images.js';
import { GUIDELINE_ID_WIDTH_PX, matchFace } from '../../sandbox/operations/matchFace.js';
import { type Block, code, list } from './blocks.js';

const INPUTS = join(import.meta.dirname, '..', '..', 'fixtures', 'inputs');

interface Committed {
  name: string;
  sha256: string;
  mediaType: string;
}
interface Sized {
  name: string;
  from: string;
  size: number;
  sha256: string;
}

const LABEL: Record<FileType, string> = { png: 'PNG', jpeg: 'JPEG', gif: 'GIF', tiff: 'TIFF', pdf: 'PDF' };
const BY_EXTENSION: Record<string, FileType> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.tif': 'tiff',
  '.tiff': 'tiff',
  '.pdf': 'pdf',
};
// Neither upload operation takes a GIF (sandbox/operations/matchFace.ts, signatureMatching.ts: their accepted types).
const REFUSED: ReadonlySet<FileType> = new Set(['gif']);
const KIND: Record<ImageFacts['kind'], string> = {
  selfie: 'selfie',
  id: 'ID card',
  signature: 'signature',
  document: 'document',
};

function describe(f: ImageFacts): string {
  const faces =
    f.faces === undefined ? [] : [f.faces === 0 ? 'no face' : f.faces === 1 ? `1 face, person ${f.person}` : `${f.faces} faces`];
  const signatures =
    f.signatures === undefined
      ? []
      : [f.signatures === 0 ? 'none' : f.signatures === 1 ? `1, signer ${f.signer}` : `${f.signatures} signatures`];
  const compliant = f.compliant === undefined ? [] : [f.compliant ? 'compliant' : 'not compliant'];
  return `${KIND[f.kind]}; ${[...faces, ...signatures, ...compliant].join(', ')}`;
}

function bytesType(name: string): FileType {
  const type = fileTypeOf(readFileSync(join(INPUTS, name)));
  if (type === undefined)
    throw new Error(`fixtures/inputs/${name} is no image type the sandbox reads: run npm run fixtures:inputs`);
  return type;
}

function typeOf(name: string): string {
  const type = bytesType(name);
  const notes = [
    ...(BY_EXTENSION[extname(name)] === type ? [] : [`the same bytes under a ${extname(name)} name`]),
    ...(REFUSED.has(type) ? ['refused'] : []),
  ];
  return notes.length === 0 ? LABEL[type] : `${LABEL[type]} (${notes.join(': ')})`;
}

const factsOf = (sha256: string, name: string): ImageFacts => {
  const facts = KNOWN_IMAGES.get(sha256);
  if (facts === undefined)
    throw new Error(`${name} (sha256 ${sha256.slice(0, 12)}…) is not in sandbox/images/known-images.ts: add it there`);
  return facts;
};

function render(): string {
  const manifest = JSON.parse(readFileSync(join(INPUTS, 'manifest.json'), 'utf8')) as { files: Committed[]; sized: Sized[] };
  const images = manifest.files.filter((f) => f.mediaType.startsWith('image/') || KNOWN_IMAGES.has(f.sha256));
  const listed = new Set([...images, ...manifest.sized].map((f) => f.sha256));
  const unnamed = [...KNOWN_IMAGES.keys()].filter((sha) => !listed.has(sha));
  if (unnamed.length > 0)
    throw new Error(
      `sandbox/images/known-images.ts knows ${unnamed.join(', ')}, which fixtures/inputs/manifest.json does not list`,
    );
  // The pixel size the sandbox reads from the bytes (a built file: from the file it pads), not the manifest's.
  const pixels = (f: Committed, facts: ImageFacts) => {
    const size = dimensionsOf(readFileSync(join(INPUTS, f.name)));
    if (size === undefined) return `none read (${bytesType(f.name) === 'pdf' ? 'a PDF' : 'no image header'})`;
    const narrow = facts.kind === 'id' && size.width < GUIDELINE_ID_WIDTH_PX;
    return `${size.width}×${size.height}${narrow ? ` (below the ${GUIDELINE_ID_WIDTH_PX} px guideline)` : ''}`;
  };
  const max = matchFace.accepts.kind === 'multipart' ? matchFace.accepts.maxPartBytes : 0;
  const items = [
    ...images.map((f) => {
      const facts = factsOf(f.sha256, f.name);
      return `${code(f.name)}: ${typeOf(f.name)}, ${pixels(f, facts)}; ${describe(facts)}`;
    }),
    ...manifest.sized.map((s) => {
      const base = images.find((f) => f.name === s.from);
      if (base === undefined)
        throw new Error(`fixtures/inputs/manifest.json builds ${s.name} from ${s.from}, which it does not list`);
      const facts = factsOf(s.sha256, s.name);
      const limit = s.size === max ? ': the largest accepted' : s.size > max ? ': too large' : '';
      const same = JSON.stringify(facts) === JSON.stringify(factsOf(base.sha256, base.name));
      return `${code(s.name)} (built, ${s.size.toLocaleString('en-US')} bytes${limit}): ${same ? `as ${s.from}` : describe(facts)}`;
    }),
  ];
  return list(items);
}

export const KNOWN_IMAGES_BLOCK: Block = {
  name: 'list of known images',
  source: 'sandbox/images/known-images.ts and fixtures/inputs/manifest.json',
  render,
};
