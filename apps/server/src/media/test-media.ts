import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/*
 * Test files as cameras and phones write them: only their first bytes matter to the server's sniffing (videos are
 * stored as they are), so a video here is a real container header followed by random bytes.
 */

/** A JPEG carrying EXIF with GPS coordinates, as a phone camera writes it. */
export async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '6/1 3/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** An MP4 (ISO base media, brand `isom`) of `size` bytes. */
export function mp4Video(size: number): Buffer {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** A QuickTime movie (brand `qt  `), as an iPhone records it. */
export function quickTimeVideo(size: number): Buffer {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    Buffer.from('ftypqt  '),
    Buffer.from([0, 0, 2, 0]),
  ]);
  return Buffer.concat([head, Buffer.from('qt  '), randomBytes(size - head.length - 4)]);
}

/** A WebM (EBML header with DocType `webm`), as a browser's MediaRecorder writes it. */
export function webmVideo(size: number): Buffer {
  const head = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** A PDF, whatever name or type it is sent with. */
export function pdfDocument(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}
