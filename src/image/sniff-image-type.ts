export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

// ISO-BMFF brands that mean HEVC-coded HEIF (HEIC) or a plain HEIF image collection.
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Decides the image type from its first bytes alone (never from the declared type or file name).
 * A small hand-written check rather than `file-type`: that package is ESM-only since v17 and would need a
 * dynamic-import shim in this CommonJS build, and five signatures (plus the HEIF brand rules) are all we
 * accept. Returns null for anything else, including AVIF, which shares HEIF's container.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') return sniffHeif(head);
  return null;
}

/** Bytes the sniffer wants to see; the upload path buffers at least this much before deciding. */
export const SNIFF_BYTES = 64;

function sniffHeif(head: Uint8Array): ImageType | null {
  const boxSize = (head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3];
  const end = Math.min(head.length, boxSize > 0 ? boxSize : head.length);
  const brands = [ascii(head, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(head, i, i + 4));
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return null;
  if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
  return null;
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  if (bytes.length < to) return '';
  return String.fromCharCode(...bytes.subarray(from, to));
}
