// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingGame } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { gameResumeKey } from '../../../lib/storage-keys';
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
    const first = renderApp({ path: '/dashboard', session: jane, api });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Dolmens · Golf de Rochefort')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBe('dismissed');
    await waitFor(() => expect(screen.queryByText(TITLE)).toBeNull());
    first.unmount();

    // The app opened again: the flag of this round keeps the sheet away.
    renderApp({ path: '/dashboard', session: jane, api });
    await screen.findAllByRole('navigation', {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);

  it('"Resume" sets the flag and opens the round', async () => {
    const { api } = pendingApi([pending]);
    const { router } = renderApp({ path: '/dashboard', session: jane, api });
    await screen.findByText(TITLE, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(window.localStorage.getItem(gameResumeKey('g7'))).toBe('resumed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/g7'), { timeout: 10_000 });
  }, 30_000);

  it('is offered per round: another round’s flag does not hide it', async () => {
    window.localStorage.setItem(gameResumeKey('g6'), 'dismissed');
    const { api } = pendingApi([pending]);
    renderApp({ path: '/dashboard', session: jane, api });
    expect(await screen.findByText(TITLE, {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('is not offered without an unfinished round', async () => {
    const { api, requests } = pendingApi([]);
    renderApp({ path: '/dashboard', session: jane, api });
    await waitFor(() => expect(requests.some((request) => request.url === '/api/game/pending')).toBe(true), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(TITLE)).toBeNull();
  }, 30_000);
});
