import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { isSafeKey } from './storage';
import type { Storage } from './storage';

export interface S3Options {
  /** `https://s3.eu-west-3.amazonaws.com`, `http://127.0.0.1:9000` (MinIO), … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most S3-compatible servers) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket, signed with AWS Signature V4. Clients send upload chunks straight to the
 * bucket by presigned `PUT`; stored files are still served by the server at `/media/<key>` (the bucket can stay
 * private, and the URLs the database holds do not depend on where the files live).
 */
export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const endpoint = new URL(options.endpoint);
  const objectUrl = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key ${key}`);
    const base = endpoint.origin + endpoint.pathname.replace(/\/$/, '');
    return options.forcePathStyle
      ? `${base}/${options.bucket}/${key}`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/${key}`;
  };
  async function check(response: Response, what: string): Promise<Response> {
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what}: ${response.status} ${text.slice(0, 200)}`);
  }
  return {
    async put(key, body, contentType) {
      await check(
        await client.fetch(objectUrl(key), {
          method: 'PUT',
          body,
          headers: { 'content-type': contentType, 'content-length': String(body.length) },
        }),
        `put ${key}`,
      );
    },
    async putStream(key, body, size, contentType) {
      await check(
        await client.fetch(objectUrl(key), {
          method: 'PUT',
          body: Readable.toWeb(body) as ReadableStream,
          headers: { 'content-type': contentType, 'content-length': String(size) },
          duplex: 'half',
        }),
        `put ${key}`,
      );
    },
    async open(key, range) {
      if (!isSafeKey(key)) return null;
      const response = await client.fetch(objectUrl(key), {
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      });
      if (response.status === 404 || response.status === 416) {
        await response.body?.cancel();
        return null;
      }
      await check(response, `get ${key}`);
      const total = range
        ? Number(response.headers.get('content-range')?.split('/')[1])
        : Number(response.headers.get('content-length'));
      if (!response.body) return null;
      return { stream: Readable.fromWeb(response.body), size: total };
    },
    async sizeOf(key) {
      if (!isSafeKey(key)) return null;
      const response = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      await check(response, `head ${key}`);
      return Number(response.headers.get('content-length'));
    },
    urlOf(key) {
      return `/media/${key}`;
    },
    async uploadUrlOf(key, _size, seconds) {
      const url = new URL(objectUrl(key));
      url.searchParams.set('X-Amz-Expires', String(seconds));
      const signed = await client.sign(url.toString(), { method: 'PUT', aws: { signQuery: true } });
      return signed.url;
    },
    async remove(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (response.status !== 404) await check(response, `delete ${key}`);
    },
  };
}
