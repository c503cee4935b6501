/** Image types accepted for ID photos, recognised by their first bytes, never by name or declared type. */
export type ImageKind = 'png' | 'jpeg' | 'bmp';

export const SNIFF_BYTES = 8;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 2 && head[0] === 0x42 && head[1] === 0x4d) return 'bmp';
  return null;
}

/** Pixel size from the image header; null when the header is damaged. */
export function imageSize(kind: ImageKind, bytes: Buffer): { width: number; height: number } | null {
  if (kind === 'png') {
    return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
  }
  if (kind === 'bmp') {
    return bytes.length >= 26
      ? { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) }
      : null;
  }
  return jpegSize(bytes);
}

// Walks the JPEG segments to the first start-of-frame marker (C0–CF except C4 DHT, C8 JPG, CC DAC).
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}
