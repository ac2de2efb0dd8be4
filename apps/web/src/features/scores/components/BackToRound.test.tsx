// @vitest-environment jsdom
import '../../../test/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { fromRound } from './BackToRound';

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

vi.setConfig({ testTimeout: 20_000 });

function bagApi() {
  return fakeApi((request: RecordedRequest) => {
    if (request.url === '/api/golf-gear/my-bag') return json(200, { clubs: [] });
    if (request.method === 'POST' && request.url === '/api/golf-gear/update-bag')
      return json(200, { clubs: [] });
    return json(404, { error: { code: 'not_found', message: 'x' } });
  });
}

/** On My bag with its link back to the round `game-1`. */
async function expectBagWithWayBack() {
  await screen.findByRole('heading', { level: 1, name: 'My bag' }, { timeout: 10_000 });
  const back = await screen.findByRole('link', { name: 'Back to the round' });
  expect(back.getAttribute('href')).toBe('/play/game-1');
}

describe('the way back to the round from a screen its panel opened', () => {
  it('carries the round in the address', () => {
    expect(fromRound('/my-bag', 'game-1')).toBe('/my-bag?round=game-1');
  });

  it('the bag opened from the round links back to it', async () => {
    renderApp({ path: fromRound('/my-bag', 'game-1'), session: jane, api: bagApi().api });
    const back = await screen.findByRole('link', { name: 'Back to the round' }, { timeout: 10_000 });
    expect(back.getAttribute('href')).toBe('/play/game-1');
  });

  it.each([
    { name: 'cancelled', leave: 'Cancel' },
    { name: 'left by its back arrow', leave: 'Back' },
  ])('the bag edited from the round, then $name, still leads back to the round', async ({ leave }) => {
    renderApp({ path: fromRound('/my-bag', 'game-1'), session: jane, api: bagApi().api });
    await expectBagWithWayBack();
    await userEvent.click(screen.getByRole('link', { name: 'Edit bag' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit my bag' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('link', { name: leave }));
    await expectBagWithWayBack();
  });

  it('the bag edited from the round and saved still leads back to the round', async () => {
    const { api, requests } = bagApi();
    renderApp({ path: fromRound('/my-bag', 'game-1'), session: jane, api });
    await expectBagWithWayBack();
    await userEvent.click(screen.getByRole('link', { name: 'Edit bag' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit my bag' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save bag' }));
    await expectBagWithWayBack();
    expect(requests.some((request) => request.url === '/api/golf-gear/update-bag')).toBe(true);
  });

  it.each([
    { name: 'opened from the menu', path: '/my-bag' },
    { name: 'with a round id that is not one', path: '/my-bag?round=%2F%2Fevil.example' },
  ])('the bag $name has no such link', async ({ path }) => {
    renderApp({ path, session: jane, api: bagApi().api });
    await screen.findByRole('heading', { level: 1, name: 'My bag' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Back to the round' })).toBeNull();
  });
});
