import type { ServerMessage } from '@fairway/contract';
import WebSocket from 'ws';

/** A WebSocket client for tests that records every message and waits for the one a test expects. */
export interface TestSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  /** When each message of `messages` arrived (performance.now()). */
  receivedAt: number[];
  send(message: unknown): void;
  next<T extends ServerMessage['type']>(
    type: T,
    where?: (message: Extract<ServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export async function openSocket(
  url: string,
  options: { origin?: string; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const socket = new WebSocket(url.replace(/^http/, 'ws'), {
    ...(options.origin ? { origin: options.origin } : {}),
    autoPong: options.autoPong ?? true,
  });
  const messages: ServerMessage[] = [];
  const receivedAt: number[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw: Buffer) => {
    messages.push(JSON.parse(raw.toString('utf8')) as ServerMessage);
    receivedAt.push(performance.now());
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
  });
  let seen = 0;
  return {
    socket,
    messages,
    receivedAt,
    send: (message) => socket.send(JSON.stringify(message)),
    closed,
    close: () => socket.close(),
    next(type, where, timeoutMs = 3000) {
      type M = Extract<ServerMessage, { type: typeof type }>;
      return new Promise<M>((resolve, reject) => {
        const check = () => {
          while (seen < messages.length) {
            const message = messages[seen++] as ServerMessage;
            if (message.type === type && (!where || where(message as M))) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(message as M);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${type}" message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
