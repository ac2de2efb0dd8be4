import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadTicket, UploadedMedia } from '@fairway/contract';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { bearer, buildTestApp, createGolfer } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { s3Storage } from './s3-storage';
import { removeMediaFiles } from './storage';
import { mp4Video, photoWithGps } from './test-media';

const CHUNK = 64 * 1024;
/** s3rver's fixed local credentials (not a secret: the local server accepts only these). */
const S3RVER_KEY = 'S3RVER';

/** The same uploads against a local S3-compatible server (s3rver): chunks go straight to the bucket. */
describe('uploads to an S3-compatible bucket', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'fairway-s3-'));
  let server: S3rver;
  let endpoint: string;
  let t: TestApp;
  let golfer: TestUser;
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'fairway-media', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      media: { chunkBytes: CHUNK },
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'fairway-media',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      },
    });
    golfer = await createGolfer(t.app);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(golfer), ...(payload ? { payload } : {}) });
  /** PUTs a chunk to the bucket's presigned URL, with no credential of its own. */
  const put = (url: string, bytes: Buffer) =>
    fetch(url, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'application/octet-stream' },
    });

  it('sends a photo to the bucket by presigned URL and stores the processed WebP there', async () => {
    const photo = await photoWithGps(1000, 700);
    const ticket = (
      await api('POST', '/api/media/uploads', {
        kind: 'image',
        size: photo.length,
        contentType: 'image/jpeg',
      })
    ).json<UploadTicket>();
    for (const part of ticket.parts) {
      expect(part.url.startsWith(`${endpoint}/fairway-media/uploads/${ticket.id}/${part.index}?`)).toBe(true);
      expect(part.url).toContain('X-Amz-Signature=');
      const sent = await put(part.url, photo.subarray(part.index * CHUNK, part.index * CHUNK + part.size));
      expect(sent.status).toBe(200);
    }
    const completed = await api('POST', `/api/media/uploads/${ticket.id}/complete`, {});
    expect(completed.statusCode).toBe(201);
    const media = completed.json<UploadedMedia>();
    expect(media).toMatchObject({ type: 'image', width: 1000, height: 700 });
    // served by the server from the bucket, EXIF gone
    const stored = await t.app.inject({ method: 'GET', url: media.url });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    const key = media.url.slice('/media/'.length);
    expect((await fetch(`${endpoint}/fairway-media/${key}`, { method: 'HEAD' })).status).toBe(200);
    // the chunks are gone from the bucket
    expect((await fetch(`${endpoint}/fairway-media/uploads/${ticket.id}/0`, { method: 'HEAD' })).status).toBe(
      404,
    );
  });

  it('resumes a video in the bucket, joins its chunks, serves ranges, and deletes it', async () => {
    const video = mp4Video(3 * CHUNK + 10);
    const ticket = (
      await api('POST', '/api/media/uploads', { kind: 'video', size: video.length, contentType: 'video/mp4' })
    ).json<UploadTicket>();
    const chunk = (index: number) => video.subarray(index * CHUNK, (index + 1) * CHUNK);
    await put(ticket.parts[0]!.url, chunk(0));
    await put(ticket.parts[2]!.url, chunk(2));
    const resumed = (await api('GET', `/api/media/uploads/${ticket.id}`)).json<UploadTicket>();
    expect(resumed.received).toBe(2 * CHUNK);
    expect(resumed.parts.map((part) => part.index)).toEqual([1, 3]);
    for (const part of resumed.parts) await put(part.url, chunk(part.index));
    const media = (await api('POST', `/api/media/uploads/${ticket.id}/complete`, {})).json<UploadedMedia>();
    const whole = await t.app.inject({ method: 'GET', url: media.url });
    expect(whole.rawPayload.equals(video)).toBe(true);
    const range = await t.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=-10' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(video.subarray(-10))).toBe(true);

    const storage = s3Storage(t.config.media.s3!);
    await removeMediaFiles(storage, [media.url, media.thumbnailUrl]);
    expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
  });
});

describe('media storage configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: path.join(tmpdir(), 'fairway-test-data') };
  it('uses the local disk unless a bucket is set, and AWS virtual-host URLs without an endpoint', () => {
    expect(loadConfig(base).media.s3).toBeNull();
    expect(loadConfig(base).media.uploadSecret.length).toBeGreaterThanOrEqual(32);
    expect(
      loadConfig({ ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' }).media
        .s3,
    ).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'key',
      forcePathStyle: false,
    });
  });

  it('refuses a bucket without its keys, and a short upload secret', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'media' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, MEDIA_UPLOAD_SECRET: 'short' })).toThrow(/MEDIA_UPLOAD_SECRET/);
  });
});
