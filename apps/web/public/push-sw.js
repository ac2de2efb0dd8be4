/*
 * Push notifications of Fairway, inside the service worker that vite-plugin-pwa generates (vite.config.ts loads
 * this file with `importScripts`): a push from the server (apps/server/src/features/push) is shown as a system
 * notification, and a tap opens the page it names in an open Fairway window, or a new one.
 */
/* global self */

/** Only a path of this app is opened by a tap; anything else opens the notifications page. */
function fairwayPathOf(url) {
  return typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/notifications';
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: fairwayPathOf(message.url) },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(
    self.registration.showNotification(
      typeof message.title === 'string' && message.title ? message.title : 'Fairway',
      options,
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    fairwayPathOf(event.notification.data && event.notification.data.url),
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // A window this worker controls is moved to the page; one it does not (navigate refuses) gets a new window.
        try {
          if ('navigate' in open && (await open.navigate(target.href))) return;
        } catch {
          // fall through
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
