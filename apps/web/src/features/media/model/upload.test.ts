import type { UploadTicket, UploadedMedia } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { createMediaUploader, mediaFileProblem } from './upload';

/*
 * The client against a stand-in of the server's upload protocol (apps/server/src/media/uploads.service.ts, whose
 * own tests run it for real): start, chunks by PUT to their URLs, status, complete. The network is the stand-in's
 * XMLHttpRequest, which can drop a connection half-way through a chunk.
 */
class StandInServer {
  uploads = new Map<string, { kind: 'image' | 'video'; size: number; chunks: Map<number, Uint8Array> }>();
  completed: { id: string; bytes: Uint8Array; body: unknown }[] = [];
  statusCalls = 0;
  /** Connections to drop half-way (each PUT takes one). */
  drops = 0;
  puts = 0;
  refuseCompletion: string | null = null;
  constructor(readonly chunkBytes: number) {}

  ticket(id: string): UploadTicket {
    const upload = this.uploads.get(id)!;
    const count = Math.ceil(upload.size / this.chunkBytes);
    const parts = Array.from({ length: count }, (_, index) => ({
      index,
      size: Math.min(this.chunkBytes, upload.size - index * this.chunkBytes),
      url: `/media/uploads/${id}/${index}?signature=x`,
    }));
    const arrived = parts.filter((part) => upload.chunks.has(part.index));
    return {
      id,
      kind: upload.kind,
      size: upload.size,
      chunkBytes: this.chunkBytes,
      received: arrived.reduce((sum, part) => sum + part.size, 0),
      parts: parts.filter((part) => !upload.chunks.has(part.index)),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
  }

  respond = async (request: RecordedRequest): Promise<Response> => {
    const path = new URL(request.url, 'http://fairway.test').pathname;
    if (request.method === 'POST' && path === '/api/media/uploads') {
      const body = JSON.parse(request.body as string) as { kind: 'image' | 'video'; size: number };
      const id = `00000000-0000-4000-8000-${String(this.uploads.size + 1).padStart(12, '0')}`;
      this.uploads.set(id, { kind: body.kind, size: body.size, chunks: new Map() });
      return json(201, this.ticket(id));
    }
    const status = /^\/api\/media\/uploads\/([0-9a-f-]+)$/.exec(path);
    if (request.method === 'GET' && status) {
      this.statusCalls += 1;
      return json(200, this.ticket(status[1]!));
    }
    const complete = /^\/api\/media\/uploads\/([0-9a-f-]+)\/complete$/.exec(path);
    if (request.method === 'POST' && complete) {
      const id = complete[1]!;
      if (this.refuseCompletion) {
        return json(415, { error: { code: this.refuseCompletion, message: 'refused' } });
      }
      const upload = this.uploads.get(id)!;
      if (this.ticket(id).parts.length)
        return json(409, { error: { code: 'upload_incomplete', message: '' } });
      const bytes = new Uint8Array(upload.size);
      for (const [index, chunk] of upload.chunks) bytes.set(chunk, index * this.chunkBytes);
      this.completed.push({ id, bytes, body: JSON.parse(request.body as string) });
      const media: UploadedMedia = {
        type: upload.kind,
        url: `/media/${upload.kind}s/${id}.${upload.kind === 'image' ? 'webp' : 'mp4'}`,
        thumbnailUrl: upload.kind === 'image' ? `/media/thumbs/${id}.webp` : null,
        width: 640,
        height: 480,
      };
      return json(201, media);
    }
    return json(404, { error: { code: 'not_found', message: path } });
  };

  /** The browser's XMLHttpRequest, as far as the uploader uses it, sending to this stand-in. */
  get XMLHttpRequest(): typeof XMLHttpRequest {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const server = this;
    class StandInXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private url = '';
      private aborted = false;
      open(_method: string, url: string) {
        this.url = url;
      }
      abort() {
        this.aborted = true;
        this.onabort?.();
      }
      send(body: Blob) {
        server.puts += 1;
        void (async () => {
          const bytes = new Uint8Array(await body.arrayBuffer());
          await Promise.resolve();
          if (this.aborted) return;
          this.upload.onprogress?.({ loaded: Math.floor(bytes.length / 2) });
          if (server.drops > 0) {
            server.drops -= 1;
            this.onerror?.();
            return;
          }
          const [, id, index] = /\/media\/uploads\/([0-9a-f-]+)\/(\d+)/.exec(this.url)!;
          server.uploads.get(id!)!.chunks.set(Number(index), bytes);
          this.upload.onprogress?.({ loaded: bytes.length });
          this.status = 200;
          this.onload?.();
        })();
      }
    }
    return StandInXhr as unknown as typeof XMLHttpRequest;
  }
}

function setUp(chunkBytes: number, poster: Blob | null = null) {
  const server = new StandInServer(chunkBytes);
  const { api, requests } = fakeApi(server.respond);
  const uploadMedia = createMediaUploader({
    api,
    XMLHttpRequest: server.XMLHttpRequest,
    origin: 'http://fairway.test',
    capturePoster: () => Promise.resolve(poster),
    retryDelayMs: () => 1,
  });
  const fractions: number[] = [];
  return { server, requests, uploadMedia, fractions, onProgress: (f: number) => fractions.push(f) };
}

const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7) % 251);

describe('uploadMedia', () => {
  it('sends a photo in the chunks the server asks for, reports progress to 1, and answers the stored media', async () => {
    const { server, uploadMedia, fractions, onProgress } = setUp(1000);
    const bytes = bytesOf(2500);
    const media = await uploadMedia(new File([bytes], 'green.jpg', { type: 'image/jpeg' }), { onProgress });
    expect(media).toEqual({
      type: 'image',
      url: expect.stringMatching(/^\/media\/images\//) as string,
      thumbnailUrl: expect.stringMatching(/^\/media\/thumbs\//) as string,
      width: 640,
      height: 480,
    });
    expect(server.puts).toBe(3);
    expect(server.completed[0]!.bytes).toEqual(bytes);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.slice(0, -1).every((f) => f < 1)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('resumes after a dropped connection from what the server says arrived, never going backwards', async () => {
    const { server, uploadMedia, fractions, onProgress } = setUp(1000);
    const bytes = bytesOf(3500);
    server.drops = 1;
    await uploadMedia(new File([bytes], 'swing.mp4', { type: 'video/mp4' }), { onProgress });
    expect(server.statusCalls).toBe(1);
    // the dropped chunk is sent again, and only it: 4 chunks + 1 dropped attempt
    expect(server.puts).toBe(5);
    expect(server.completed[0]!.bytes).toEqual(bytes);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('gives up after its retries with the network error', async () => {
    const { server, uploadMedia, onProgress } = setUp(1000);
    server.drops = 100;
    const failed = uploadMedia(new File([bytesOf(1500)], 'swing.mp4', { type: 'video/mp4' }), { onProgress });
    await expect(failed).rejects.toMatchObject({ code: 'network_error' });
    expect(server.statusCalls).toBe(5);
    expect(server.completed).toHaveLength(0);
  });

  it('sends a video’s poster frame first and names it when completing the video', async () => {
    const poster = new Blob([bytesOf(300)], { type: 'image/jpeg' });
    const { server, uploadMedia, onProgress } = setUp(1000, poster);
    await uploadMedia(new File([bytesOf(1200)], 'drive.webm', { type: 'video/webm' }), { onProgress });
    const posterId = [...server.uploads.entries()].find(([, upload]) => upload.kind === 'image')![0];
    expect(server.completed).toHaveLength(1);
    expect(server.completed[0]!.body).toEqual({ posterUploadId: posterId });
  });

  it('refuses what is not a photo or a video, or too big, before sending anything', async () => {
    const { requests, uploadMedia, onProgress } = setUp(1000);
    const pdf = uploadMedia(new File(['%PDF-1.7'], 'scorecard.pdf', { type: 'application/pdf' }), {
      onProgress,
    });
    await expect(pdf).rejects.toMatchObject({ code: 'unsupported_file_type', status: 415 });
    expect(requests).toHaveLength(0);
    expect(mediaFileProblem({ type: 'video/mp4', size: 200 * 1024 * 1024 + 1 })).toBe('video_too_large');
    expect(mediaFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('image_too_large');
    expect(mediaFileProblem({ type: 'video/quicktime', size: 200 * 1024 * 1024 })).toBeNull();
  });

  it('passes on the server’s refusal of the bytes with its code', async () => {
    const { server, uploadMedia, onProgress } = setUp(1000);
    server.refuseCompletion = 'unsupported_file_type';
    const refused = uploadMedia(new File([bytesOf(100)], 'renamed.jpg', { type: 'image/jpeg' }), {
      onProgress,
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'unsupported_file_type' });
  });

  it('stops when cancelled', async () => {
    const { server, uploadMedia } = setUp(1000);
    const controller = new AbortController();
    const cancelled = uploadMedia(new File([bytesOf(5000)], 'long.mp4', { type: 'video/mp4' }), {
      onProgress: (fraction) => {
        if (fraction > 0.3) controller.abort();
      },
      signal: controller.signal,
    });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.completed).toHaveLength(0);
  });
});
