// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'mine.signature' };
vi.setConfig({ testTimeout: 20_000 });

const trophy = (id: string, category: string, overrides: object = {}) => ({
  id,
  category,
  icon: 'flag',
  level: 1,
  earned: false,
  earnedDate: null,
  progress: 0,
  total: 1,
  earnable: true,
  ...overrides,
});

const ANSWER = {
  userId: 'user-1',
  earnedCount: 1,
  achievements: [
    trophy('rounds-1', 'journey', { earned: true, earnedDate: '2026-05-04T10:00:00.000Z', progress: 1 }),
    trophy('rounds-5', 'journey', { progress: 1, total: 5 }),
    trophy('first-friend', 'community', { earnable: false, icon: 'user-plus' }),
  ],
  latest: [],
};

describe('the trophies screens', () => {
  it('show earned trophies with their date, others in progress, and what is not earnable yet', async () => {
    const { api, requests } = fakeApi((request) =>
      request.url === '/api/achievements/user-1' ? json(200, ANSWER) : json(404, {}),
    );
    renderApp({ path: '/achievements', session: ready, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My trophies' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('1 of 3 earned')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'First round' });
    expect(within(first).getByText(/^Earned on /)).toBeTruthy();
    const five = screen.getByRole('article', { name: '5 rounds' });
    expect(within(five).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 5');
    const friend = screen.getByRole('article', { name: 'First friend' });
    expect(within(friend).getByText('Coming soon to Fairway')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Journey' })).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain('/api/achievements/user-1');
  });

  it('show another golfer’s trophies by id, and say when the golfer does not exist', async () => {
    const { api } = fakeApi(() => json(404, { error: { code: 'profile_not_found', message: 'No golfer' } }));
    renderApp({ path: '/u/someone/achievements', session: ready, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trophies' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('This golfer could not be found.')).toBeTruthy();
  });
});
