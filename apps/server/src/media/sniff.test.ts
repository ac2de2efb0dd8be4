import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff';
import { mp4Video, pdfDocument, photoWithGps, quickTimeVideo, webmVideo } from './test-media';

const image = (format: 'png' | 'webp' | 'gif' | 'avif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .toFormat(format)
    .toBuffer();

describe('sniffMedia reads the type from the first bytes', () => {
  it('recognises the photo formats', async () => {
    expect(sniffMedia(await photoWithGps(16, 16))).toEqual({ kind: 'image', type: 'image/jpeg' });
    for (const format of ['png', 'webp', 'gif', 'avif', 'tiff'] as const) {
      expect(sniffMedia(await image(format))?.type).toBe(`image/${format}`);
    }
  });

  it('recognises MP4, QuickTime and WebM videos', () => {
    expect(sniffMedia(mp4Video(256))).toEqual({ kind: 'video', type: 'video/mp4', extension: 'mp4' });
    expect(sniffMedia(quickTimeVideo(256))).toEqual({
      kind: 'video',
      type: 'video/quicktime',
      extension: 'mov',
    });
    expect(sniffMedia(webmVideo(256))).toEqual({ kind: 'video', type: 'video/webm', extension: 'webm' });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffMedia(pdfDocument())).toBeNull();
    expect(sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffMedia(Buffer.from('PK\u0003\u0004 a zip'))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
    // A HEIC still is an ISO file too, but not a video.
    expect(sniffMedia(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]))).toBeNull();
    // Matroska that is not WebM.
    expect(
      sniffMedia(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...Buffer.from('matroska')])),
    ).toBeNull();
  });
});
