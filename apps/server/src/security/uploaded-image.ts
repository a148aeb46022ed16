import { Resvg } from '@resvg/resvg-js';

/** The formats an uploaded image (a KYC document, a banner) may come in. */
export type ImageFormat = 'png' | 'jpeg';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 10_000;
/** Re-encoded documents are at most this many pixels on their longer side: enough to read an ID. */
const STORED_MAX_SIDE = 2_000;

/** The format the bytes really are, by their magic number, or null. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Width and height from a PNG's IHDR or a JPEG's first start-of-frame marker, or null. */
export function imageSize(bytes: Buffer, format: ImageFormat): { width: number; height: number } | null {
  if (format === 'png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

/**
 * Decodes an uploaded document and encodes it again as a fresh PNG: whatever else the file carried
 * (metadata, trailing bytes, a polyglot's second format) does not survive. Answers null when the
 * declared type, the magic bytes and the content do not agree or the image does not decode.
 */
export function reencodeImage(bytes: Buffer, declaredType: string): Buffer | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  const declared = declaredType.toLowerCase();
  if ((format === 'png') !== (declared === 'image/png')) return null;
  if (format === 'jpeg' && declared !== 'image/jpeg' && declared !== 'image/jpg') return null;
  const size = imageSize(bytes, format);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE)
    return null;
  const scale = Math.min(1, STORED_MAX_SIDE / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="none" ` +
    `href="data:image/${format};base64,${bytes.toString('base64')}"/></svg>`;
  try {
    const rendered = new Resvg(svg, { background: 'rgba(0,0,0,0)' }).render();
    // An image the decoder could not read renders as nothing at all.
    const pixels = rendered.pixels;
    let isBlank = true;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) {
      if (pixels[alpha] !== 0) {
        isBlank = false;
        break;
      }
    }
    return isBlank ? null : Buffer.from(rendered.asPng());
  } catch {
    return null;
  }
}
