import type { ErrorBody, Profile, UploadedImage } from '@fairway/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createGolfer } from '../test/app';
import type { TestApp, TestUser } from '../test/app';

/** A JPEG carrying EXIF with GPS coordinates, as a phone camera writes it. */
async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

describe('media', () => {
  let t: TestApp;
  let golfer: TestUser & { username: string };
  let other: TestUser & { username: string };
  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createGolfer(t.app);
    other = await createGolfer(t.app);
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, contentType: string, purpose = 'avatar', user: TestUser | null = golfer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/media/images?purpose=${purpose}`,
      headers: { 'content-type': contentType, ...(user ? bearer(user) : {}) },
      payload: body,
    });

  it('re-encodes a photo to WebP, crops avatars square, and drops EXIF and GPS', async () => {
    const response = await upload(await photoWithGps(), 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image).toMatchObject({ width: 512, height: 512 });
    expect(image.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('keeps the ratio of post images within 1600 px', async () => {
    const image = (await upload(await photoWithGps(3200, 1800), 'image/jpeg', 'post')).json<UploadedImage>();
    expect([image.width, image.height]).toEqual([1600, 900]);
  });

  it('refuses what is not an image, a body over 10 MB, and a visitor', async () => {
    const fake = await upload(Buffer.from('definitely not a png'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json<ErrorBody>().error.code).toBe('unsupported_media_type');
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect((await upload(await photoWithGps(100, 100), 'image/jpeg', 'avatar', null)).statusCode).toBe(401);
    expect((await upload(Buffer.from('x'), 'application/pdf')).statusCode).toBe(415);
  });

  it('answers 404 for an unknown file and never reads outside the media folder', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/images/00000000-0000-4000-8000-000000000000.webp' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fauth-secret/x' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/images/..%2F..%2Fauth-secret' })).statusCode,
    ).toBe(404);
  });

  it('sets the own avatar to an upload or a preset, and nobody else’s', async () => {
    const image = (await upload(await photoWithGps(600, 600), 'image/jpeg')).json<UploadedImage>();
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${golfer.id}/avatar`,
      headers: bearer(golfer),
      payload: { image: image.url },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<Profile>().imageUrl).toBe(image.url);
    const preset = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${golfer.id}/avatar`,
      headers: bearer(golfer),
      payload: { image: '/avatars/golfer-3.svg' },
    });
    expect(preset.json<Profile>().imageUrl).toBe('/avatars/golfer-3.svg');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${golfer.id}/avatar`,
      headers: bearer(golfer),
      payload: { image: 'https://evil.example/x.png' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ErrorBody>().error.code).toBe('invalid_image');
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${golfer.id}/avatar`,
      headers: bearer(other),
      payload: { image: image.url },
    });
    expect(theirs.statusCode).toBe(403);
  });
});
