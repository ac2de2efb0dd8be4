/**
 * What a file is, read from its first bytes (its "magic numbers"), never from its name or a declared type: a
 * renamed PDF stays a PDF. Only the formats Fairway accepts are recognised.
 */
export type SniffedMedia =
  | {
      kind: 'image';
      type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif' | 'image/tiff';
    }
  | { kind: 'video'; type: 'video/mp4' | 'video/quicktime'; extension: 'mp4' | 'mov' }
  | { kind: 'video'; type: 'video/webm'; extension: 'webm' };

/** How many leading bytes {@link sniffMedia} needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** ISO base media (`ftyp`) brands: QuickTime's own, and the HEIF/AVIF still-image ones. */
const QUICKTIME_BRAND = 'qt  ';
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** QuickTime files written without `ftyp` start with one of these atoms. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffMedia(head: Uint8Array): SniffedMedia | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', type: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', type: 'image/png' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { kind: 'image', type: 'image/gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', type: 'image/webp' };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { kind: 'image', type: 'image/tiff' };
  }
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return { kind: 'image', type: 'image/avif' };
    if (brand === QUICKTIME_BRAND) return { kind: 'video', type: 'video/quicktime', extension: 'mov' };
    // HEIC stills (heic, mif1, …) are not videos; everything else in the ISO family plays as MP4.
    if (/^(hei|hev|mif|msf)/.test(brand)) return null;
    return /^[\x20-\x7e]{4}$/.test(brand) ? { kind: 'video', type: 'video/mp4', extension: 'mp4' } : null;
  }
  if (QUICKTIME_ATOMS.has(ascii(head, 4, 8)) && head.length >= 8) {
    return { kind: 'video', type: 'video/quicktime', extension: 'mov' };
  }
  // Matroska's EBML header; WebM says so in its DocType within the first bytes.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, head.length).includes('webm')) {
    return { kind: 'video', type: 'video/webm', extension: 'webm' };
  }
  return null;
}
