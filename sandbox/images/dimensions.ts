// An image's width and height, read from its header bytes by `image-size` (no decoding): what a decision on the
// picture's size needs (matchFace: an image too small to hold a face). PDFs and unreadable bytes have none.
import { imageSize } from 'image-size';

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/** The pixel size the header declares; undefined for a PDF, a truncated header or bytes that are no image. */
export function dimensionsOf(bytes: Uint8Array): Dimensions | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    // image-size throws on a type it does not know and on a header it cannot read.
    return undefined;
  }
}
