// @vitest-environment jsdom
import '../../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationsPage } from '@fairway/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { FakeSocket } from '../../../test/fake-socket';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
vi.setConfig({ testTimeout: 20_000 });

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 'n-1',
    type: 'friend_request',
    actor: { userId: 'user-sam', username: 'sam', name: 'Sam Okafor', imageUrl: null },
    othersCount: 0,
    count: 1,
    status: 'pending',
    preview: null,
    postId: null,
    commentId: null,
    chatId: null,
    gameId: null,
    friendshipId: 'f-1',
    game: null,
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

const request = notification({});
const likes = notification({
  id: 'n-2',
  type: 'post_like',
  actor: { userId: 'user-ana', username: 'ana', name: 'Ana Birdie', imageUrl: null },
  othersCount: 3,
  count: 4,
  status: null,
  postId: 'p-1',
  friendshipId: null,
  read: true,
});
const comment = notification({
  id: 'n-3',
  type: 'post_comment',
  status: null,
  postId: 'p-1',
  friendshipId: null,
  preview: 'What a putt on the 18th, I still cannot believe it went in from there',
  read: true,
});
const invitation = notification({
  id: 'n-4',
  type: 'game_invitation',
  actor: { userId: 'user-olive', username: 'olive', name: 'Olive Owner', imageUrl: null },
  friendshipId: null,
  gameId: 'g-1',
  game: {
    name: 'Sunday four-ball',
    status: 'pending',
    date: '2030-06-14T08:00:00.000Z',
    courseName: 'Dolmens',
    clubName: 'Golf de Rochefort',
    players: 3,
  },
});

function notificationsApi(items: Notification[], answer?: (request: RecordedRequest) => Response) {
  const state = { unread: items.filter((item) => !item.read).length };
  const api = fakeApi((request) => {
    const url = request.url;
    if (url.startsWith('/api/notifications?'))
      return json(200, {
        notifications: items,
        metadata: { page: 1, limit: 20, total: items.length, totalPages: 1 },
      } satisfies NotificationsPage);
    if (url === '/api/notifications/unread') return json(200, { count: state.unread });
    if (url === '/api/notifications/read' && request.method === 'POST') {
      state.unread = 0;
      return json(200, { count: 0 });
    }
    if (url.endsWith('/answer') && answer) return answer(request);
    if (url === '/api/game/pending') return json(200, []);
    return json(404, { error: { code: 'not_found', message: url } });
  });
  return { ...api, state };
}

describe('/notifications', () => {
  it('lists each notification with its sentence, a text cut at 60 characters and its time, and marks all read', async () => {
    const { api, requests } = notificationsApi([request, likes, comment, invitation]);
    renderApp({ path: '/notifications', session: ready, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByText('Sam Okafor sent you a friend request')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ana Birdie and 3 more liked your post' }).getAttribute('href'),
    ).toBe('/p/p-1');
    expect(screen.getByText('“What a putt on the 18th, I still cannot believe it went in…”')).toBeTruthy();
    expect(screen.getByText(/Dolmens · Golf de Rochefort · .* · 3\/4 players/)).toBeTruthy();
    expect(screen.getAllByText('5 min. ago').length).toBe(4);
    // The unread ones say so to a screen reader.
    expect(screen.getAllByText('Unread:', { exact: false }).length).toBe(2);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
    await waitFor(() =>
      expect(requests.some((sent) => sent.method === 'POST' && sent.url === '/api/notifications/read')).toBe(
        true,
      ),
    );
  });

  it('accepts a friend request: the buttons give way to the accepted message', async () => {
    const { api, requests } = notificationsApi([request], () =>
      json(200, { ...request, status: 'accepted', read: true }),
    );
    renderApp({ path: '/notifications', session: ready, api });
    const item = (await screen.findByText('Sam Okafor sent you a friend request')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await within(item).findByText('Accepted: you are now friends')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    const answered = requests.find((sent) => sent.url === '/api/notifications/n-1/answer');
    expect(JSON.parse(answered?.body as string)).toEqual({ answer: 'accept' });
  });

  it('joins a round from its invitation, then links to it; a refused answer says why, translated', async () => {
    let refuse = true;
    const { api } = notificationsApi([invitation], () =>
      refuse
        ? json(409, { error: { code: 'notification_not_answerable', message: 'no' } })
        : json(200, { ...invitation, status: 'accepted' }),
    );
    renderApp({ path: '/notifications', session: ready, api });
    const item = (await screen.findByText('Olive Owner invited you to a round')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('There is nothing left to answer in this notification.')).toBeTruthy();
    refuse = false;
    await userEvent.click(within(item).getByRole('button', { name: 'Join' }));
    expect(await within(item).findByText('You joined this round')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/play/g-1');
  });

  it('declines a round invitation: the declined message, and a success toast', async () => {
    const { api } = notificationsApi([invitation], () => json(200, { ...invitation, status: 'declined' }));
    renderApp({ path: '/notifications', session: ready, api });
    const item = (await screen.findByText('Olive Owner invited you to a round')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(await within(item).findByText('You declined this round')).toBeTruthy();
    expect(await screen.findByText('Invitation declined')).toBeTruthy();
  });

  it('shows a request answered on the friends screen as declined or accepted, never "no longer open"', async () => {
    const declined = { ...request, status: 'declined' as const, read: true };
    const accepted = {
      ...request,
      id: 'n-5',
      actor: { ...request.actor, userId: 'user-ana', name: 'Ana Birdie' },
      status: 'accepted' as const,
      read: true,
    };
    const { api } = notificationsApi([declined, accepted]);
    renderApp({ path: '/notifications', session: ready, api });
    const sam = (
      await screen.findByText('Sam Okafor sent you a friend request', {}, { timeout: 10_000 })
    ).closest('li')!;
    expect(within(sam).getByText('Request declined')).toBeTruthy();
    expect(within(sam).queryByRole('button')).toBeNull();
    const ana = screen.getByText('Ana Birdie sent you a friend request').closest('li')!;
    expect(within(ana).getByText('Accepted: you are now friends')).toBeTruthy();
    expect(screen.queryByText('No longer open')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    const { api } = notificationsApi([]);
    renderApp({ path: '/notifications', session: ready, api });
    expect(await screen.findByText(/Nothing here yet/)).toBeTruthy();
  });
});

describe('the unread dot', () => {
  it('shows on the home header and the side navigation while something is unread', async () => {
    const { api } = notificationsApi([request]);
    renderApp({ path: '/dashboard', session: ready, api });
    const quick = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      await within(quick).findByRole('link', { name: 'Notifications, Unread notifications' }),
    ).toBeTruthy();
    const [side] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    expect(within(side!).getByRole('link', { name: /Notifications/ }).textContent).toContain(
      'Unread notifications',
    );
  });

  it('is not shown when everything is read', async () => {
    const { api } = notificationsApi([likes]);
    renderApp({ path: '/dashboard', session: ready, api });
    const quick = await screen.findByRole('navigation', { name: 'Quick links' });
    await waitFor(() => expect(within(quick).getByRole('link', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notifications-dot')).toBeNull();
  });

  describe('live', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('appears without a reload when a notification is created on the golfer’s own topic', async () => {
      FakeSocket.all = [];
      vi.stubGlobal('WebSocket', FakeSocket);
      window.localStorage.setItem(STORAGE_KEYS.token, 'token-1');
      const { api, state } = notificationsApi([likes]);
      const userId = ready.profile!.userId;
      renderApp({ path: '/dashboard', session: ready, api });
      const quick = await screen.findByRole('navigation', { name: 'Quick links' });
      await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0), { timeout: 10_000 });
      const socket = FakeSocket.all.at(-1) as FakeSocket;
      socket.readyState = 1;
      act(() => socket.onopen?.({}));
      socket.receive({ type: 'ready', userId });
      await waitFor(() =>
        expect(socket.sent.some((sent) => sent.includes(`"topic":"user:${userId}"`))).toBe(true),
      );
      socket.receive({ type: 'subscribed', topic: `user:${userId}` });
      expect(within(quick).queryByRole('link', { name: 'Notifications, Unread notifications' })).toBeNull();

      state.unread = 1;
      socket.receive({
        type: 'events',
        topic: `user:${userId}`,
        events: [{ name: 'notification.created', data: { notificationId: 'n-9' } }],
      });
      expect(
        await within(quick).findByRole('link', { name: 'Notifications, Unread notifications' }),
      ).toBeTruthy();
    });
  });
});
