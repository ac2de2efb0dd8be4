// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Friendship, FriendsList, Golfer } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
vi.setConfig({ testTimeout: 20_000 });

const me = 'user-1';
function golfer(userId: string, firstName: string, friendship: Partial<Friendship> = {}): Golfer {
  return {
    userId,
    username: firstName.toLowerCase(),
    firstName,
    lastName: 'Golfer',
    imageUrl: null,
    handicap: 10,
    friendship: { status: 'none', friendshipId: null, senderId: null, receiverId: null, ...friendship },
  };
}
const lea = golfer('user-lea', 'Lea', {
  status: 'friends',
  friendshipId: 'f-lea',
  senderId: me,
  receiverId: 'user-lea',
});
const sam = golfer('user-sam', 'Sam', {
  status: 'received',
  friendshipId: 'f-sam',
  senderId: 'user-sam',
  receiverId: me,
});
const ines = golfer('user-ines', 'Ines', {
  status: 'pending',
  friendshipId: 'f-ines',
  senderId: me,
  receiverId: 'user-ines',
});
const marco = golfer('user-marco', 'Marco');
const list: FriendsList = { friends: [lea], metadata: { page: 1, limit: 20, total: 1, totalPages: 1 } };

/** The friends API; `mutate` answers POST, PUT and DELETE /friendships. */
function friendsApi(mutate: (request: RecordedRequest) => Response | Promise<Response>) {
  return fakeApi((request) => {
    const url = request.url;
    if (url === '/api/profile') return json(200, { ...buildProfile(), countryCode: 'FR' });
    if (url === '/api/friendships/requests') return json(200, { received: [sam], sent: [ines] });
    if (url.startsWith('/api/friendships/list')) return json(200, list);
    if (url === '/api/friendships/recommendations')
      return json(200, { recommendations: [{ ...marco, reason: 'mutual_friends', mutualFriends: 2 }] });
    if (url.startsWith('/api/users/search'))
      return json(200, [
        {
          id: marco.userId,
          name: 'Marco Golfer',
          username: 'marco',
          imageUrl: null,
          handicap: 10,
          friendship: marco.friendship,
        },
      ]);
    if (url.startsWith('/api/friendships')) return mutate(request);
    return json(404, {});
  });
}

const section = (name: RegExp | string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the friends screen', () => {
  it('shows friends, requests received and sent, and recommendations with their reason', async () => {
    const { api } = friendsApi(() => json(500, {}));
    renderApp({ path: '/friends', session: ready, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Friends' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const received = await section('Requests received');
    expect(within(received).getByRole('button', { name: 'Accept: Sam Golfer' })).toBeTruthy();
    expect(within(received).getByRole('button', { name: 'Ignore: Sam Golfer' })).toBeTruthy();
    expect(
      within(await section('Requests sent')).getByRole('button', { name: 'Cancel request: Ines Golfer' }),
    ).toBeTruthy();
    const friends = await section('Your friends (1)');
    expect(within(friends).getByRole('link', { name: 'Lea Golfer' }).getAttribute('href')).toBe('/u/lea');
    expect(within(friends).getByRole('button', { name: 'Remove: Lea Golfer' })).toBeTruthy();
    const recommended = await section('Golfers you may know');
    expect(within(recommended).getByText('Friends in common: 2')).toBeTruthy();
  });

  it('accepts a request at once, then shows what the server answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, requests } = friendsApi(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderApp({ path: '/friends', session: ready, api });
    const received = await section('Requests received');
    await user.click(within(received).getByRole('button', { name: 'Accept: Sam Golfer' }));
    // Optimistic: "Friends" before the server answers.
    expect(within(received).getByText('Friends')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/friendships');
    expect(JSON.parse(put?.body as string)).toEqual({ senderId: 'user-sam' });
    answer(json(200, { ...sam.friendship, status: 'friends' }));
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/friendships/requests').length).toBe(2));
  });

  it('rolls a failed request back, with the spec’s message', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, requests } = friendsApi(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderApp({ path: '/friends', session: ready, api });
    const recommended = await section('Golfers you may know');
    await user.click(await within(recommended).findByRole('button', { name: 'Add friend: Marco Golfer' }));
    expect(within(recommended).getByRole('button', { name: 'Cancel request: Marco Golfer' })).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body as string)).toEqual({ receiverId: 'user-marco' });
    answer(json(409, { error: { code: 'friendship_exists', message: 'x' } }));
    expect(await within(recommended).findByRole('button', { name: 'Add friend: Marco Golfer' })).toBeTruthy();
    expect(await screen.findByText('Failed to send friend request')).toBeTruthy();
  });

  it('filters friends at once and asks the server from 2 characters, after the typing stops', async () => {
    const { api, requests } = friendsApi(() => json(500, {}));
    const user = userEvent.setup();
    renderApp({ path: '/friends', session: ready, api });
    await section('Your friends (1)');
    const box = screen.getByRole('searchbox', { name: 'Search golfers by name or username' });
    await user.type(box, 'l');
    expect(within(await section('Your friends')).getByRole('link', { name: 'Lea Golfer' })).toBeTruthy();
    expect(screen.getByText('Type at least 2 characters to find other golfers.')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'mar');
    const golfers = await section('Golfers');
    expect(await within(golfers).findByRole('link', { name: 'Marco Golfer' })).toBeTruthy();
    const searches = requests.filter((request) => request.url.startsWith('/api/users/search'));
    expect(searches.map((request) => request.url)).toEqual(['/api/users/search?query=mar']);
  });
});
