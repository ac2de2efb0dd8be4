import { request as httpRequest } from 'node:http';
import path from 'node:path';
import type { ErrorBody, UploadTicket, UploadedMedia } from '@fairway/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, bearer, buildTestApp, createGolfer } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { localStorage, removeMediaFiles } from './storage';
import { mp4Video, pdfDocument, photoWithGps, quickTimeVideo, webmVideo } from './test-media';

const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

describe('uploads by presigned URL (local disk)', () => {
  let t: TestApp;
  let golfer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ listen: true, media: { chunkBytes: CHUNK } });
    golfer = await createGolfer(t.app);
    stranger = await createGolfer(t.app);
  });
  afterAll(() => t.close());

  const start = (body: object, user: TestUser | null = golfer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/media/uploads',
      headers: user ? bearer(user) : {},
      payload: body,
    });
  const status = (id: string, user: TestUser = golfer) =>
    t.app.inject({ method: 'GET', url: `/api/media/uploads/${id}`, headers: bearer(user) });
  const complete = (id: string, body: object = {}, user: TestUser = golfer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/media/uploads/${id}/complete`,
      headers: bearer(user),
      payload: body,
    });
  /** PUTs a chunk to its presigned URL, as a browser would: no bearer token, the file's bytes as they are. */
  const put = (url: string, bytes: Buffer, type = 'application/octet-stream') =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: bytes });
  /** A whole upload: start, every chunk, complete. */
  async function upload(kind: 'image' | 'video', bytes: Buffer, contentType: string, completeBody = {}) {
    const started = await start({ kind, size: bytes.length, contentType });
    expect(started.statusCode).toBe(201);
    const ticket = started.json<UploadTicket>();
    for (const part of ticket.parts) {
      const sent = await put(part.url, bytes.subarray(part.index * CHUNK, part.index * CHUNK + part.size));
      expect(sent.statusCode).toBe(200);
    }
    return { ticket, completed: await complete(ticket.id, completeBody) };
  }
  const file = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('re-encodes a photo to WebP with a thumbnail, and no EXIF or GPS remains', async () => {
    const photo = await photoWithGps(1200, 900);
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const { ticket, completed } = await upload('image', photo, 'image/jpeg');
    expect(ticket).toMatchObject({ kind: 'image', size: photo.length, chunkBytes: CHUNK, received: 0 });
    expect(ticket.parts).toHaveLength(Math.ceil(photo.length / CHUNK));
    expect(completed.statusCode).toBe(201);
    const media = completed.json<UploadedMedia>();
    expect(Object.keys(media).sort()).toEqual(['height', 'thumbnailUrl', 'type', 'url', 'width']);
    expect(media).toMatchObject({ type: 'image', width: 1200, height: 900 });
    expect(media.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.webp$/);
    expect(media.thumbnailUrl).toMatch(/^\/media\/thumbs\/[0-9a-f-]{36}\.webp$/);
    for (const url of [media.url, media.thumbnailUrl!]) {
      const stored = await file(url);
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('image/webp');
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    const thumbnail = await sharp((await file(media.thumbnailUrl!)).rawPayload).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([480, 360]);
  });

  it('crops photos to within 4:5 and 1.91:1, and keeps those within', async () => {
    const tall = (
      await upload('image', await photoWithGps(400, 1000), 'image/jpeg')
    ).completed.json<UploadedMedia>();
    expect([tall.width, tall.height]).toEqual([400, 500]);
    const wide = (
      await upload('image', await photoWithGps(3000, 1000), 'image/png')
    ).completed.json<UploadedMedia>();
    expect([wide.width, wide.height]).toEqual([1600, 838]);
    const square = (
      await upload('image', await photoWithGps(800, 800), 'image/jpeg')
    ).completed.json<UploadedMedia>();
    expect([square.width, square.height]).toEqual([800, 800]);
  });

  it('refuses a photo over 10 MB and a video over 200 MB before a byte is sent', async () => {
    const photo = await start({ kind: 'image', size: 10 * MB + 1, contentType: 'image/jpeg' });
    expect(photo.statusCode).toBe(413);
    expect(photo.json<ErrorBody>().error.code).toBe('image_too_large');
    const video = await start({ kind: 'video', size: 200 * MB + 1, contentType: 'video/mp4' });
    expect(video.statusCode).toBe(413);
    expect(video.json<ErrorBody>().error.code).toBe('video_too_large');
    const largest = await start({ kind: 'video', size: 200 * MB, contentType: 'video/mp4' });
    expect(largest.statusCode).toBe(201);
    const ticket = largest.json<UploadTicket>();
    expect(ticket.parts).toHaveLength(Math.ceil((200 * MB) / CHUNK));
    expect(ticket.parts.every((part) => part.size <= CHUNK)).toBe(true);
    const odd = await start({ kind: 'video', size: 1000, contentType: 'application/pdf' });
    expect(odd.statusCode).toBe(415);
    expect(odd.json<ErrorBody>().error.code).toBe('unsupported_file_type');
  });

  it('reads the type from the bytes: a PDF called a JPEG and a photo called a video are refused', async () => {
    const pdf = await upload('image', pdfDocument(), 'image/jpeg');
    expect(pdf.completed.statusCode).toBe(415);
    expect(pdf.completed.json<ErrorBody>().error.code).toBe('unsupported_file_type');
    // the refused upload is gone, its chunks with it
    expect((await status(pdf.ticket.id)).statusCode).toBe(404);
    expect(
      await localStorage(path.join(t.config.dataDir, 'media')).sizeOf(`uploads/${pdf.ticket.id}/0`),
    ).toBeNull();
    const photoAsVideo = await upload('video', await photoWithGps(100, 100), 'video/mp4');
    expect(photoAsVideo.completed.statusCode).toBe(415);
    const videoAsPhoto = await upload('image', mp4Video(3000), 'image/jpeg');
    expect(videoAsPhoto.completed.statusCode).toBe(415);
  });

  it('stores MP4, QuickTime and WebM videos as they are, and serves byte ranges', async () => {
    for (const [bytes, extension, type] of [
      [mp4Video(150_000), 'mp4', 'video/mp4'],
      [quickTimeVideo(70_000), 'mov', 'video/quicktime'],
      [webmVideo(1000), 'webm', 'video/webm'],
    ] as const) {
      // the declared type does not matter once it is a video type: the bytes decide
      const { completed } = await upload('video', bytes, 'video/mp4');
      expect(completed.statusCode).toBe(201);
      const media = completed.json<UploadedMedia>();
      expect(media).toMatchObject({ type: 'video', thumbnailUrl: null, width: 0, height: 0 });
      expect(media.url).toMatch(new RegExp(`^/media/videos/[0-9a-f-]{36}\\.${extension}$`));
      const whole = await file(media.url);
      expect(whole.headers['content-type']).toBe(type);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const part = await file(media.url, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    }
  });

  it('resumes a video after a dropped connection: the server says what arrived, the rest follows', async () => {
    const video = mp4Video(4 * CHUNK - 1000);
    const ticket = (
      await start({ kind: 'video', size: video.length, contentType: 'video/mp4' })
    ).json<UploadTicket>();
    expect(ticket.parts.map((part) => part.size)).toEqual([CHUNK, CHUNK, CHUNK, CHUNK - 1000]);
    const chunk = (index: number) => video.subarray(index * CHUNK, (index + 1) * CHUNK);
    expect((await put(ticket.parts[0]!.url, chunk(0))).statusCode).toBe(200);
    // The connection drops half-way through the second chunk.
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${baseUrl(t.app)}${ticket.parts[1]!.url}`, {
        method: 'PUT',
        headers: { 'content-type': 'video/mp4', 'content-length': String(CHUNK) },
      });
      request.on('error', () => resolve());
      request.write(chunk(1).subarray(0, CHUNK / 2), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 50);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await complete(ticket.id)).json<ErrorBody>().error.code).toBe('upload_incomplete');
    const resumed = (await status(ticket.id)).json<UploadTicket>();
    expect(resumed.received).toBe(CHUNK);
    expect(resumed.parts.map((part) => part.index)).toEqual([1, 2, 3]);
    for (const part of resumed.parts) expect((await put(part.url, chunk(part.index))).statusCode).toBe(200);
    expect((await status(ticket.id)).json<UploadTicket>()).toMatchObject({
      received: video.length,
      parts: [],
    });
    const media = (await complete(ticket.id)).json<UploadedMedia>();
    expect((await file(media.url)).rawPayload.equals(video)).toBe(true);
    // completed once: a second completion finds nothing
    expect((await complete(ticket.id)).statusCode).toBe(404);
  });

  it('keeps a video’s poster frame as its thumbnail, sized as the video', async () => {
    const frame = await photoWithGps(1080, 1920);
    const poster = (
      await start({ kind: 'image', size: frame.length, contentType: 'image/jpeg' })
    ).json<UploadTicket>();
    for (const part of poster.parts) {
      await put(part.url, frame.subarray(part.index * CHUNK, part.index * CHUNK + part.size));
    }
    const { completed } = await upload('video', mp4Video(5000), 'video/mp4', { posterUploadId: poster.id });
    expect(completed.statusCode).toBe(201);
    const media = completed.json<UploadedMedia>();
    expect(media).toMatchObject({ type: 'video', width: 1080, height: 1920 });
    expect(media.thumbnailUrl).toMatch(/^\/media\/posters\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp((await file(media.thumbnailUrl!)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 900, 1600, undefined]);
    // the poster upload was used up with the video
    expect((await status(poster.id)).statusCode).toBe(404);
  });

  it('refuses a forged, altered or expired link, and a chunk of the wrong size', async () => {
    const bytes = mp4Video(2000);
    const ticket = (
      await start({ kind: 'video', size: bytes.length, contentType: 'video/mp4' })
    ).json<UploadTicket>();
    const url = new URL(ticket.parts[0]!.url, 'http://x');
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const bigger = new URL(url);
    bigger.searchParams.set('size', '999999');
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    for (const link of [forged, bigger, expired]) {
      const refused = await put(`${link.pathname}${link.search}`, bytes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('upload_link_invalid');
    }
    const short = await put(ticket.parts[0]!.url, bytes.subarray(0, 1000));
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error.code).toBe('upload_chunk_invalid');
    const long = await put(ticket.parts[0]!.url, Buffer.concat([bytes, bytes]));
    expect(long.statusCode).toBe(400);
    expect((await status(ticket.id)).json<UploadTicket>().received).toBe(0);
  });

  it('shows an upload to its owner only, and nothing to a visitor', async () => {
    const ticket = (
      await start({ kind: 'video', size: 100, contentType: 'video/webm' })
    ).json<UploadTicket>();
    expect((await status(ticket.id, stranger)).statusCode).toBe(404);
    expect((await complete(ticket.id, {}, stranger)).json<ErrorBody>().error.code).toBe('upload_not_found');
    expect((await start({ kind: 'image', size: 100, contentType: 'image/png' }, null)).statusCode).toBe(401);
    expect((await status('not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a post’s files (file and thumbnail) from their URLs', async () => {
    const photo = (
      await upload('image', await photoWithGps(300, 300), 'image/jpeg')
    ).completed.json<UploadedMedia>();
    const storage = localStorage(path.join(t.config.dataDir, 'media'));
    await removeMediaFiles(storage, [
      photo.url,
      photo.thumbnailUrl,
      null,
      '/avatars/golfer-1.svg',
      'https://x.test/a',
    ]);
    expect((await file(photo.url)).statusCode).toBe(404);
    expect((await file(photo.thumbnailUrl!)).statusCode).toBe(404);
    // again: already gone is no error
    await removeMediaFiles(storage, [photo.url]);
  });
});
