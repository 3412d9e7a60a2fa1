import { drawFace, PEOPLE, type PersonId } from './faces.js';
import { Raster, type Rgb } from './raster.js';
import { BLACK_INK, BLUE_INK, drawSignature, type SignerId } from './signatures.js';

// The pictures, before encoding. Sizes: a selfie is portrait 480×640; an ID card is 1012×638 (the ISO ID-1 aspect
// ratio, and above the 800 px width the image guidelines ask for); a signature sits on a 600×240 white strip.
const WALL: Rgb = [206, 214, 222];
const CARD: Rgb = [226, 236, 244];
const INK_GREY: Rgb = [90, 96, 110];

export function selfie(people: readonly PersonId[]): Raster {
  const r = new Raster(480, 640, WALL);
  r.fillRect(0, 470, 480, 170, [180, 170, 160]);
  if (people.length === 0) {
    // An empty room: a door and a picture frame, nothing face-like.
    r.fillRect(60, 150, 130, 320, [150, 110, 80]);
    r.fillRect(280, 160, 140, 100, [120, 130, 120]);
    r.fillRect(292, 172, 116, 76, [210, 200, 150]);
    return r;
  }
  const h = people.length === 1 ? 300 : 190;
  people.forEach((id, i) => {
    const cx = people.length === 1 ? 240 : 120 + i * 240;
    drawFace(r, cx, people.length === 1 ? 300 : 330, h, PEOPLE[id]);
  });
  return r;
}

/** An ID card: header, photo (or none), text fields, and on `ghost` the small second portrait many cards carry. */
export function idCard(person: PersonId | null, ghost = false): Raster {
  const r = new Raster(1012, 638, CARD);
  r.fillRect(0, 0, 1012, 110, [30, 60, 120]);
  r.textLines(40, 30, 600, 2, 36, [236, 240, 250]);
  r.fillRect(50, 150, 270, 340, [240, 240, 236]);
  if (person) drawFace(r, 185, 300, 210, PEOPLE[person]);
  r.textLines(370, 160, 590, 7, 44, INK_GREY);
  if (ghost && person) {
    r.fillRect(800, 440, 150, 170, [232, 232, 228]);
    drawFace(r, 875, 510, 100, PEOPLE[person]);
  }
  drawSignature(r, 'A', { x: 60, y: 520, w: 260, h: 90 }, BLACK_INK);
  return r;
}

export interface SignatureSheet {
  signers: readonly SignerId[];
  ink?: Rgb;
  variant?: number;
}

/** A compliant signature image: white background, one colour of ink, nothing else. */
export function signatureStrip({ signers, ink = BLACK_INK, variant = 0 }: SignatureSheet): Raster {
  const r = new Raster(600, 240 * Math.max(1, signers.length), [255, 255, 255]);
  signers.forEach((s, i) => drawSignature(r, s, { x: 30, y: 20 + i * 240, w: 540, h: 200 }, ink, variant));
  return r;
}

/** A document image: a signature (or none) on a coloured page with a letterhead, text blocks and a stamp. */
export function signedDocument(signer: SignerId | null): Raster {
  const r = new Raster(1000, 700, [244, 234, 204]);
  r.fillRect(0, 0, 1000, 90, [120, 40, 40]);
  r.textLines(40, 28, 500, 1, 40, [250, 240, 230]);
  r.textLines(60, 130, 880, 8, 34, INK_GREY);
  r.fillEllipse(220, 560, 80, 80, [200, 70, 70]);
  r.fillEllipse(220, 560, 64, 64, [244, 234, 204]);
  r.fillRect(560, 630, 380, 3, INK_GREY);
  if (signer) drawSignature(r, signer, { x: 580, y: 480, w: 340, h: 140 }, BLUE_INK);
  return r;
}
