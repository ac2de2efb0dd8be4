// @vitest-environment jsdom
// Rendered on a screen with no round list of its own (/notifications), so only the banner names rounds.
import '../../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameStatus, PendingGame } from '@fairway/contract';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS, gameResumeKey } from '../../../lib/storage-keys';
import { FakeSocket } from '../../../test/fake-socket';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

// vaul (the resume sheet) captures the pointer, which jsdom does not implement.
for (const method of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const)
  if (!(method in Element.prototype))
    Object.defineProperty(Element.prototype, method, { value: () => false, configurable: true });

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

const pending: PendingGame = {
  id: 'g7',
  name: 'Saturday medal',
  status: 'active',
  date: '2030-06-14T08:00:00.000Z',
  courseName: 'Dolmens',
  clubName: 'Golf de Rochefort',
  ownerId: 'user-1',
  invited: false,
  players: [{ userId: 'user-1', name: 'Jane Doe', avatar: null }],
  createdAt: '2030-06-14T07:00:00.000Z',
  updatedAt: '2030-06-14T08:30:00.000Z',
};

function pendingApi(games: PendingGame[]) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/api/game/pending') return json(200, games);
    return json(404, { error: { code: 'not_found', message: request.url } });
  });
}

const TITLE = 'Resume your round?';

describe('the resume sheet', () => {
  it('offers the most recent unfinished round; "Not now" sets its flag and it is not offered again', async () => {
    const { api } = pendingApi([pending]);
    const first = renderApp({ path: '/notifications', session: jane, api });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Dolmens · Golf de Rochefort')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBe('dismissed');
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
    first.unmount();

    // The app opened again: the flag of this round keeps the sheet away.
    renderApp({ path: '/notifications', session: jane, api });
    await screen.findAllByRole('navigation', {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  it('"Resume" sets the flag and opens the round', async () => {
    const { api } = pendingApi([pending]);
    const { router } = renderApp({ path: '/notifications', session: jane, api });
    await screen.findByText(TITLE, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBe('resumed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/g7'), { timeout: 10_000 });
  }, 30_000);

  it('is offered per round: another round’s flag does not hide it', async () => {
    window.localStorage.setItem(gameResumeKey('g6'), 'dismissed');
    const { api } = pendingApi([pending]);
    renderApp({ path: '/notifications', session: jane, api });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('is not offered for a round the golfer is only invited to (not joined), but for their own behind it', async () => {
    const invited: PendingGame = {
      ...pending,
      id: 'g9',
      status: 'pending',
      ownerId: 'user-2',
      invited: true,
    };
    const alone = pendingApi([invited]);
    const first = renderApp({ path: '/notifications', session: jane, api: alone.api });
    await waitFor(
      () => expect(alone.requests.some((request) => request.url === '/api/game/pending')).toBe(true),
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(window.localStorage.getItem(gameResumeKey('g9'))).toBeNull();
    first.unmount();

    const { api } = pendingApi([{ ...invited, status: 'active' }, pending]);
    renderApp({ path: '/notifications', session: jane, api });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Dolmens · Golf de Rochefort')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBe('resumed');
    expect(window.localStorage.getItem(gameResumeKey('g9'))).toBeNull();
  }, 30_000);

  it('is not offered over a screen the round’s panel opened (My bag with its way back)', async () => {
    const { api, requests } = pendingApi([pending]);
    renderApp({ path: '/my-bag?round=g7', session: jane, api });
    await waitFor(() => expect(requests.some((request) => request.url === '/api/game/pending')).toBe(true), {
      timeout: 10_000,
    });
    await screen.findByRole('link', { name: 'Back to the round' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  it('is not offered without an unfinished round', async () => {
    const { api, requests } = pendingApi([]);
    renderApp({ path: '/notifications', session: jane, api });
    await waitFor(() => expect(requests.some((request) => request.url === '/api/game/pending')).toBe(true), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);
});

describe('live: a round the golfer is added to', () => {
  const invitation: PendingGame = {
    ...pending,
    id: 'g8',
    name: 'Sunday four-ball',
    status: 'pending',
    ownerId: 'user-2',
    invited: true,
    players: [
      { userId: 'user-2', name: 'Olive Owner', avatar: null },
      { userId: 'user-1', name: 'Jane Doe', avatar: null },
    ],
    updatedAt: '2030-06-14T09:00:00.000Z',
  };
  const INVITED = 'Olive Owner invited you to a round';

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    // The realtime connection reads the token from storage.
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
  });
  afterEach(() => {
    // The toasts' store is the module's: one test's toasts must not show in the next.
    act(() => {
      toast.dismiss();
    });
    vi.unstubAllGlobals();
  });

  /**
   * The server of these tests: the golfer's unfinished rounds (`rounds`, changed by the test as the server's
   * would be), and declining, answered by `declineAnswer`.
   */
  function liveApi(initial: PendingGame[] = []) {
    const state = {
      rounds: initial,
      declineAnswer: (): Response => new Response(null, { status: 204 }),
      joinAnswer: (): Response => new Response(null, { status: 204 }),
    };
    const { api, requests } = fakeApi((request) => {
      if (request.method === 'GET' && request.url === '/api/game/pending') return json(200, state.rounds);
      if (request.method === 'DELETE' && request.url === '/api/game/g8/player') {
        const answer = state.declineAnswer();
        if (answer.ok) state.rounds = state.rounds.filter((round) => round.id !== 'g8');
        return answer;
      }
      if (request.method === 'POST' && request.url === '/api/game/g8/player') {
        const answer = state.joinAnswer();
        if (answer.ok)
          state.rounds = state.rounds.map((round) =>
            round.id === 'g8' ? { ...round, invited: false } : round,
          );
        return answer;
      }
      return json(404, { error: { code: 'not_found', message: request.url } });
    });
    return { api, requests, state };
  }

  /** The realtime connection, answered as the server would, once the shell follows the golfer's own topic. */
  async function connected(): Promise<FakeSocket> {
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0), { timeout: 10_000 });
    const socket = FakeSocket.all.at(-1) as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    socket.receive({ type: 'ready', userId: 'user-1' });
    await waitFor(() =>
      expect(socket.sent.some((sent) => sent.includes('"topic":"user:user-1"'))).toBe(true),
    );
    socket.receive({ type: 'subscribed', topic: 'user:user-1' });
    return socket;
  }

  const added = (socket: FakeSocket, gameId: string, status: GameStatus) =>
    socket.receive({
      type: 'events',
      topic: 'user:user-1',
      events: [{ name: 'game.player.added', data: { gameId, status } }],
    });

  /** The invitation toast: a status message named by its title. */
  const findInvitation = () => screen.findByRole('status', { name: INVITED }, { timeout: 10_000 });

  it('a pending round: the invitation toast arrives live; Join joins it through the API and opens it; the sheet does not ask', async () => {
    const server = liveApi();
    const { router } = renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    await screen.findAllByRole('navigation', {}, { timeout: 10_000 });

    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    const toastElement = await findInvitation();
    expect(within(toastElement).getByText(/Dolmens · Golf de Rochefort/)).toBeTruthy();
    // The sheet leaves an invited round to the toast.
    expect(screen.queryByText(TITLE)).toBeNull();

    // Keyboard: the buttons are reachable and named.
    const join = within(toastElement).getByRole('button', { name: 'Join' });
    join.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/g8'));
    expect(
      server.requests.some((request) => request.method === 'POST' && request.url === '/api/game/g8/player'),
    ).toBe(true);
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBe('resumed');
    await waitFor(() => expect(screen.queryByRole('status', { name: INVITED })).toBeNull());
  }, 30_000);

  it('a round starting within 60 minutes invites with a modal, not a toast; Join joins it and opens it', async () => {
    const server = liveApi();
    const { router } = renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    await screen.findAllByRole('navigation', {}, { timeout: 10_000 });

    server.state.rounds = [{ ...invitation, date: new Date(Date.now() + 30 * 60_000).toISOString() }];
    added(socket, 'g8', 'pending');
    const dialog = await screen.findByRole('dialog', { name: INVITED }, { timeout: 10_000 });
    expect(within(dialog).getByText('Starts within the hour')).toBeTruthy();
    expect(within(dialog).getByText('Players: 2/4')).toBeTruthy();
    expect(screen.queryByRole('status', { name: INVITED })).toBeNull();
    expect(screen.queryByText(TITLE)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/g8'));
    expect(
      server.requests.some((request) => request.method === 'POST' && request.url === '/api/game/g8/player'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: INVITED })).toBeNull());
  }, 30_000);

  it('the modal’s "Not now" puts it away like the toast’s close: the golfer stays invited', async () => {
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [{ ...invitation, date: new Date(Date.now() - 5 * 60_000).toISOString() }];
    added(socket, 'g8', 'pending');
    const dialog = await screen.findByRole('dialog', { name: INVITED }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: INVITED })).toBeNull());
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBe('dismissed');
    expect(server.requests.some((request) => request.url === '/api/game/g8/player')).toBe(false);
  }, 30_000);

  it('Decline leaves the round through the API, removes the toast, says so and refreshes the rounds', async () => {
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    const toastElement = await findInvitation();
    const pendingReads = () =>
      server.requests.filter((request) => request.url === '/api/game/pending').length;
    const readsBefore = pendingReads();

    await userEvent.click(within(toastElement).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: INVITED })).toBeNull());
    expect(
      server.requests.some((request) => request.method === 'DELETE' && request.url === '/api/game/g8/player'),
    ).toBe(true);
    await waitFor(() => expect(pendingReads()).toBeGreaterThan(readsBefore));
    // Declined, the round is gone: no sheet offers it either.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  it('a refused decline keeps the invitation and says why, translated', async () => {
    const server = liveApi();
    server.state.declineAnswer = () =>
      json(409, { error: { code: 'game_already_started', message: 'started' } });
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    const toastElement = await findInvitation();
    await userEvent.click(within(toastElement).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('This round has already started: it can no longer be declined.'),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: INVITED })).toBeTruthy();
    await waitFor(() =>
      expect(within(toastElement).getByRole('button', { name: 'Join' }).hasAttribute('disabled')).toBe(false),
    );
  }, 30_000);

  it('a refused join keeps the invitation, stays on the screen and says why, translated', async () => {
    const server = liveApi();
    server.state.joinAnswer = () => json(409, { error: { code: 'game_finished', message: 'finished' } });
    const { router } = renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    const toastElement = await findInvitation();
    await userEvent.click(within(toastElement).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This round is finished and can no longer be changed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
    expect(screen.getByRole('status', { name: INVITED })).toBeTruthy();
  }, 30_000);

  it('Escape closes the invitation like "Not now": the golfer stays in the round, and is not asked again', async () => {
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    const toastElement = await findInvitation();
    within(toastElement).getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status', { name: INVITED })).toBeNull());
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBe('dismissed');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  it('an invitation the golfer is no longer in (removed again before the list came) is not shown', async () => {
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    const pendingReads = () =>
      server.requests.filter((request) => request.url === '/api/game/pending').length;
    const readsBefore = pendingReads();
    added(socket, 'g8', 'pending');
    await waitFor(() => expect(pendingReads()).toBeGreaterThan(readsBefore));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('status', { name: INVITED })).toBeNull();
  }, 30_000);

  it('an active round: the resume sheet opens live for it, even when the most recent round was dismissed', async () => {
    window.localStorage.setItem(gameResumeKey('g7'), 'dismissed');
    const server = liveApi([pending]);
    const { router } = renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();

    const started: PendingGame = {
      ...invitation,
      status: 'active',
      courseName: 'Menhirs',
      updatedAt: '2030-06-14T07:30:00.000Z',
    };
    server.state.rounds = [pending, started];
    added(socket, 'g8', 'active');
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Menhirs · Golf de Rochefort')).toBeTruthy();
    // No invitation for a round already under way.
    expect(screen.queryByRole('status', { name: INVITED })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/g8'));
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBe('resumed');
  }, 30_000);

  it('an active round: no sheet over a play screen', async () => {
    const server = liveApi();
    renderApp({ path: '/play/g5', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [{ ...invitation, status: 'active' }];
    const pendingReads = () =>
      server.requests.filter((request) => request.url === '/api/game/pending').length;
    const readsBefore = pendingReads();
    added(socket, 'g8', 'active');
    await waitFor(() => expect(pendingReads()).toBeGreaterThan(readsBefore));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBeNull();
  }, 30_000);

  it('an active round: no sheet when its flag is set', async () => {
    window.localStorage.setItem(gameResumeKey('g8'), 'dismissed');
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [{ ...invitation, status: 'active' }];
    const pendingReads = () =>
      server.requests.filter((request) => request.url === '/api/game/pending').length;
    const readsBefore = pendingReads();
    added(socket, 'g8', 'active');
    await waitFor(() => expect(pendingReads()).toBeGreaterThan(readsBefore));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  const removed = (socket: FakeSocket, gameId: string) =>
    socket.receive({
      type: 'events',
      topic: 'user:user-1',
      events: [{ name: 'game.player.removed', data: { gameId } }],
    });

  it('taken out of the round (or it deleted): the invitation toast goes without a reload, and nothing is declined', async () => {
    const server = liveApi();
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    await findInvitation();

    server.state.rounds = [];
    removed(socket, 'g8');
    await waitFor(() => expect(screen.queryByRole('status', { name: INVITED })).toBeNull());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    // No flag: the golfer did not answer; added again, they are asked again.
    expect(window.localStorage.getItem(gameResumeKey('g8'))).toBeNull();
    server.state.rounds = [invitation];
    added(socket, 'g8', 'pending');
    expect(await findInvitation()).toBeTruthy();
  }, 30_000);

  it('an invitation made while the subscription was on its way shows when the server confirms it', async () => {
    // The shell reads the rounds while its subscription is on its way: an event the server sent before taking the
    // subscription never comes, so the rounds are read again at its confirmation.
    const server = liveApi([pending]);
    renderApp({ path: '/notifications', session: jane, api: server.api });
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0), { timeout: 10_000 });
    const socket = FakeSocket.all.at(-1) as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    socket.receive({ type: 'ready', userId: 'user-1' });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(socket.sent.some((sent) => sent.includes('"topic":"user:user-1"'))).toBe(true),
    );

    server.state.rounds = [invitation, pending];
    socket.receive({ type: 'subscribed', topic: 'user:user-1' });
    expect(await findInvitation()).toBeTruthy();
  }, 30_000);

  it('a pending round that came while events may have been missed: its invitation shows at the resync, once', async () => {
    // The list before the resync has the golfer's own active round (its sheet proves the list is there).
    const server = liveApi([pending]);
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();

    // Meanwhile: Olive invited Jane (the event was missed), and Jane created a round of her own elsewhere.
    const own: PendingGame = { ...pending, id: 'g9', name: 'Own pending', status: 'pending' };
    server.state.rounds = [invitation, own, pending];
    socket.receive({ type: 'resync' });
    const toastElement = await findInvitation();
    expect(within(toastElement).getByText(/Dolmens · Golf de Rochefort/)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Jane Doe invited you to a round' })).toBeNull();

    // Dismissed, it is not asked again at the next resync: the round is no longer new.
    within(toastElement).getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status', { name: INVITED })).toBeNull());
    socket.receive({ type: 'resync' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('status', { name: INVITED })).toBeNull();
  }, 30_000);

  it('taken out of the round the resume sheet offers: the sheet closes, and no other round takes its place', async () => {
    const older: PendingGame = {
      ...pending,
      id: 'g6',
      courseName: 'Menhirs',
      updatedAt: '2030-06-13T08:30:00.000Z',
    };
    const server = liveApi([pending, older]);
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Dolmens · Golf de Rochefort')).toBeTruthy();

    server.state.rounds = [older];
    removed(socket, 'g7');
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(screen.queryByText('Menhirs · Golf de Rochefort')).toBeNull();
    // Closed by the round leaving, not answered: no flag for it.
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBeNull();
    // The page is usable again (the sheet left no overlay holding the pointer).
    expect(document.body.style.pointerEvents).not.toBe('none');
  }, 30_000);

  it('a round finished by another golfer (game.status.changed) refetches the rounds: its sheet closes', async () => {
    const server = liveApi([pending]);
    renderApp({ path: '/notifications', session: jane, api: server.api });
    const socket = await connected();
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    server.state.rounds = [];
    socket.receive({
      type: 'events',
      topic: 'user:user-1',
      events: [{ name: 'game.status.changed', data: { gameId: 'g7', status: 'finished' } }],
    });
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
  }, 30_000);
});
