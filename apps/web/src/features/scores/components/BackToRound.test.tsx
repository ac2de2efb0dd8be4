// @vitest-environment jsdom
import '../../../test/dom';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { fromRound } from './BackToRound';

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

vi.setConfig({ testTimeout: 20_000 });

function bagApi() {
  return fakeApi((request: RecordedRequest) =>
    request.url === '/api/golf-gear/my-bag'
      ? json(200, [])
      : json(404, { error: { code: 'not_found', message: 'x' } }),
  );
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
    { name: 'opened from the menu', path: '/my-bag' },
    { name: 'with a round id that is not one', path: '/my-bag?round=%2F%2Fevil.example' },
  ])('the bag $name has no such link', async ({ path }) => {
    renderApp({ path, session: jane, api: bagApi().api });
    await screen.findByRole('heading', { level: 1, name: 'My bag' }, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Back to the round' })).toBeNull();
  });
});
