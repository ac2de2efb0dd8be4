import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/push-sw.js, run in a service worker's global scope made of fakes: what it shows and what a tap opens. */
function loadWorker(
  windows: {
    url: string;
    focus: () => Promise<void>;
    navigate?: (url: string) => Promise<unknown>;
  }[] = [],
) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://fairway.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const source = readFileSync(path.join(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { shown, opened, dispatch };
}

const pushEvent = (message: unknown) => ({
  data: { json: () => message, text: () => JSON.stringify(message) },
});

describe('the service worker’s push handlers', () => {
  it('shows a push as a notification with its text, tag and page', async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushEvent({
        title: 'Fairway',
        body: 'Ana invited you to a round',
        url: '/games/1',
        tag: 'n-1',
        type: 'game_invitation',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Fairway',
        options: expect.objectContaining({
          body: 'Ana invited you to a round',
          tag: 'n-1',
          data: { url: '/games/1' },
        }) as unknown,
      },
    ]);
  });

  it('keeps a tap inside the app: another site’s address opens the notifications page', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushEvent({ body: 'x', url: 'https://evil.example/' }));
    await worker.dispatch('push', pushEvent({ body: 'y', url: '//evil.example/' }));
    expect(worker.shown.map((notification) => (notification.options.data as { url: string }).url)).toEqual([
      '/notifications',
      '/notifications',
    ]);
    expect(worker.shown[0]!.title).toBe('Fairway');
  });

  it('on a tap, opens a new window, or focuses an open one and moves it to the page', async () => {
    const close = vi.fn();
    const alone = loadWorker();
    await alone.dispatch('notificationclick', { notification: { close, data: { url: '/notifications' } } });
    expect(close).toHaveBeenCalled();
    expect(alone.opened).toEqual(['https://fairway.example/notifications']);

    const focus = vi.fn(async () => undefined);
    const navigate = vi.fn(async () => ({ url: 'https://fairway.example/games/1' }));
    const open = loadWorker([{ url: 'https://fairway.example/dashboard', focus, navigate }]);
    await open.dispatch('notificationclick', { notification: { close, data: { url: '/games/1' } } });
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://fairway.example/games/1');
    expect(open.opened).toEqual([]);
  });
});
