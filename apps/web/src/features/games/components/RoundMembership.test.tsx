// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameDetail } from '@fairway/contract';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { FakeSocket } from '../../../test/fake-socket';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildGameDetail } from '../test-factories';

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

let gameNumber = 0;

/** A round Tom (user-2) created, with Jane (user-1) in it as `status`; the fake server joins and leaves. */
function tomsRound(status: GameDetail['players'][number]['status']) {
  gameNumber += 1;
  const id = `membership-${gameNumber}`;
  const base = buildGameDetail({ id });
  let detail: GameDetail = {
    ...base,
    isOwner: false,
    createdBy: 'user-2',
    game: { ...base.game, ownerId: 'user-2' },
    players: base.players.map((player) => (player.userId === 'user-1' ? { ...player, status } : player)),
  };
  let gone = false;
  const { api, requests } = fakeApi((request) => {
    if (request.method === 'GET' && request.url === `/api/game/${id}`) {
      return gone ? json(403, { error: { code: 'forbidden', message: 'Not a player' } }) : json(200, detail);
    }
    if (request.method === 'POST' && request.url === `/api/game/${id}/player`) {
      detail = {
        ...detail,
        players: detail.players.map((player) =>
          player.userId === 'user-1' ? { ...player, status: 'playing' } : player,
        ),
      };
      return new Response(null, { status: 204 });
    }
    if (request.method === 'DELETE' && request.url === `/api/game/${id}/player`) {
      gone = true;
      return new Response(null, { status: 204 });
    }
    if (request.method === 'GET' && request.url === '/api/game/pending') return json(200, []);
    return json(404, { error: { code: 'not_found', message: request.url } });
  });
  return { id, api, requests };
}

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
});
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRound(round: ReturnType<typeof tomsRound>) {
  const rendered = renderApp({ path: `/play/${round.id}?hole=1`, session: jane, api: round.api });
  await screen.findByRole('heading', { name: 'Scores on hole 1' }, { timeout: 5000 });
  return rendered;
}
const sent = (round: ReturnType<typeof tomsRound>, method: string) =>
  round.requests.some(
    (request) => request.method === method && request.url === `/api/game/${round.id}/player`,
  );

describe('a round someone else created, on its own screen', () => {
  it('invited: says who invited, and Join joins through the API; the invitation goes', async () => {
    const round = tomsRound('invited');
    await openRound(round);
    const invitation = screen.getByRole('region', { name: 'Tom Kite invited you to this round' });
    expect(within(invitation).getByText(/count this round for your handicap/)).toBeTruthy();
    // No Leave button yet: declining is the invitation's.
    expect(screen.queryByRole('button', { name: 'Leave the round' })).toBeNull();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined the round')).toBeTruthy();
    expect(sent(round, 'POST')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tom Kite invited you to this round' })).toBeNull(),
    );
  });

  it('invited: Decline leaves the round and goes to the dashboard', async () => {
    const round = tomsRound('invited');
    const { router } = await openRound(round);
    const invitation = screen.getByRole('region', { name: 'Tom Kite invited you to this round' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined')).toBeTruthy();
    expect(sent(round, 'DELETE')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('joined: Leave asks first; Cancel keeps the golfer in, Leave takes them out and to the dashboard', async () => {
    const round = tomsRound('playing');
    const { router } = await openRound(round);
    expect(screen.queryByRole('region', { name: /invited you/ })).toBeNull();
    // The creator's Delete is not theirs.
    expect(screen.queryByRole('button', { name: 'Delete the round' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the round' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this round?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(round, 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Leave the round' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave this round?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left the round')).toBeTruthy();
    expect(sent(round, 'DELETE')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the creator has Delete, never Leave', async () => {
    gameNumber += 1;
    const detail = buildGameDetail({ id: `own-${gameNumber}` });
    const { api } = fakeApi((request) =>
      request.method === 'GET' && request.url === `/api/game/${detail.id}`
        ? json(200, detail)
        : request.url === '/api/game/pending'
          ? json(200, [])
          : json(404, { error: { code: 'not_found', message: request.url } }),
    );
    renderApp({ path: `/play/${detail.id}?hole=1`, session: jane, api });
    await screen.findByRole('heading', { name: 'Scores on hole 1' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Delete the round' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the round' })).toBeNull();
  });
});
