// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import type { FriendsList, Golfer } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
vi.setConfig({ testTimeout: 20_000 });

const none = { status: 'none', friendshipId: null, senderId: null, receiverId: null } as const;
const golfer = (userId: string, firstName: string): Golfer => ({
  userId,
  username: firstName.toLowerCase(),
  firstName,
  lastName: 'Golfer',
  imageUrl: null,
  handicap: 12.4,
  friendship: none,
});
const listOf = (friends: Golfer[]): FriendsList => ({
  friends,
  metadata: { page: 1, limit: 20, total: friends.length, totalPages: 1 },
});

function homeApi(friends: Golfer[]) {
  return fakeApi((request) => {
    if (request.url === '/api/profile') return json(200, buildProfile());
    if (request.url.startsWith('/api/friendships/list')) return json(200, listOf(friends));
    if (request.url === '/api/friendships/recommendations')
      return json(200, {
        recommendations: [{ ...golfer('user-kai', 'Kai'), reason: 'active_golfer', mutualFriends: 0 }],
      });
    return json(404, { error: { code: 'not_found', message: 'Not here' } });
  }).api;
}

describe('the home screen for a golfer with no friends yet', () => {
  it('suggests golfers to follow, with why and the friendship button, and the way to find more', async () => {
    renderApp({ path: '/dashboard', session: ready, api: homeApi([]) });
    const section = await screen.findByRole('region', { name: 'Golfers to follow' }, { timeout: 10_000 });
    const kai = within(section).getByRole('listitem');
    expect(within(kai).getByRole('link', { name: 'Kai Golfer' }).getAttribute('href')).toBe('/u/kai');
    expect(within(kai).getByText('Plays often on Fairway')).toBeTruthy();
    expect(within(kai).getByRole('button', { name: /Add friend/ })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Find golfers' }).getAttribute('href')).toBe('/friends');
  });

  it('leaves the suggestions out once the golfer has a friend', async () => {
    renderApp({ path: '/dashboard', session: ready, api: homeApi([golfer('user-lea', 'Lea')]) });
    await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Golfers to follow' })).toBeNull();
  });
});
