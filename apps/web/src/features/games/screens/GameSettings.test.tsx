// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameDetail } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildGameDetail } from '../test-factories';

// vaul (the format picker's sheet) captures the pointer, which jsdom does not implement.
for (const method of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const)
  if (!(method in Element.prototype))
    Object.defineProperty(Element.prototype, method, { value: () => false, configurable: true });

/** The JSON a request sent. */
const bodyOf = <T,>(request: RecordedRequest | undefined): T => JSON.parse(request?.body as string) as T;

const owner: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };
const friend: InitialSession = {
  status: 'ready',
  profile: buildProfile({ userId: 'user-2', username: 'tom', firstName: 'Tom', lastName: 'Kite' }),
  token: 'tok',
};

/** The API of one game, stateful like the server: a write changes what the next read answers. */
function gameApi(status: number, initial = buildGameDetail()) {
  let detail = initial;
  return fakeApi((request: RecordedRequest) => {
    if (request.method === 'GET' && request.url === '/api/game/g1')
      return status === 200
        ? json(200, detail)
        : json(status, { error: { code: status === 404 ? 'game_not_found' : 'forbidden', message: 'x' } });
    if (request.method === 'PUT' && request.url === '/api/game/g1') {
      const body = bodyOf<{ format: GameDetail['game']['type'] }>(request);
      detail = { ...detail, game: { ...detail.game, type: body.format, version: detail.game.version + 1 } };
      return json(200, detail);
    }
    if (request.method === 'PUT' && request.url === '/api/games/g1/preferences') {
      detail = { ...detail, preferences: bodyOf<GameDetail['preferences']>(request) };
      return json(200, detail.preferences);
    }
    return json(404, { error: { code: 'not_found', message: request.url } });
  });
}

describe('the game settings screen', () => {
  it('shows a player who is not the owner everything read-only', async () => {
    const { api } = gameApi(200, buildGameDetail({ isOwner: false }));
    renderApp({ path: '/game/g1/settings', session: friend, api });
    expect(
      await screen.findByText(
        'Only the organiser, Jane Doe, can change these settings.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Game settings/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Game settings' })).toBeTruthy();
    // Disabled by their fieldset, which only `:disabled` tells.
    expect(screen.getByLabelText('Round name').matches(':disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Use handicaps' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('lets the owner change the format and saves the whole setup', async () => {
    const { api, requests } = gameApi(200);
    renderApp({ path: '/game/g1/settings?view=game', session: owner, api });
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Format/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a format' });
    await userEvent.click(within(picker).getByText('Match play'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Format/ }).textContent).toContain('Match play'),
    );
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(save);
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(bodyOf(put)).toMatchObject({
      format: 'matchplay',
      courseId: 'c1',
      kind: 'live',
      players: [{ userId: 'user-1' }, { userId: 'user-2' }, { guestId: 'g1' }],
    });
  });

  it('saves a preference at once', async () => {
    const { api, requests } = gameApi(200);
    renderApp({ path: '/game/g1/settings?view=preferences', session: owner, api });
    const autoAdvance = await screen.findByRole('switch', { name: 'Auto-advance' }, { timeout: 5000 });
    await userEvent.click(autoAdvance);
    // Applied at once (optimistic), then saved.
    await waitFor(() => expect((autoAdvance as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.url === '/api/games/g1/preferences');
    expect(bodyOf(put)).toMatchObject({ autoAdvance: true, showLeaderboard: true });
  });

  it.each([
    [403, 'Access denied'],
    [404, 'Game not found'],
  ])('answers a %i with its error screen and the way home', async (status, title) => {
    const { api } = gameApi(status);
    renderApp({ path: '/game/g1/settings', session: friend, api });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
  });

  it(
    'offers the owner friends and recent partners before anything is typed',
    { timeout: 20_000 },
    async () => {
      const golfer = (userId: string, firstName: string) => ({
        userId,
        username: firstName.toLowerCase(),
        firstName,
        lastName: 'Golfer',
        imageUrl: null,
        handicap: 9,
        friendship: { status: 'none', friendshipId: null, senderId: null, receiverId: null },
      });
      const { api } = fakeApi((request: RecordedRequest) => {
        if (request.url === '/api/game/g1') return json(200, buildGameDetail());
        if (request.url.startsWith('/api/friendships/list'))
          return json(200, {
            friends: [golfer('user-lea', 'Lea')],
            metadata: { page: 1, limit: 20, total: 1, totalPages: 1 },
          });
        if (request.url === '/api/friendships/recommendations')
          return json(200, {
            recommendations: [
              { ...golfer('user-pat', 'Pat'), reason: 'played_together', mutualFriends: 0 },
              { ...golfer('user-zed', 'Zed'), reason: 'mutual_friends', mutualFriends: 2 },
            ],
          });
        return json(404, { error: { code: 'not_found', message: request.url } });
      });
      renderApp({ path: '/game/g1/settings?view=players', session: owner, api });
      await userEvent.click(await screen.findByRole('button', { name: 'Add a player' }, { timeout: 5000 }));
      const known = await screen.findByRole(
        'list',
        { name: 'Friends and recent partners' },
        { timeout: 5000 },
      );
      await waitFor(() => expect(within(known).getAllByRole('listitem')).toHaveLength(2));
      expect(within(known).getByText('Lea Golfer')).toBeTruthy();
      expect(within(known).getByText('Pat Golfer')).toBeTruthy();
      expect(within(known).queryByText('Zed Golfer')).toBeNull();
    },
  );
});
