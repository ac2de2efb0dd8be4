// @vitest-environment jsdom
import '../../../test/dom';
import { screen } from '@testing-library/react';
import type { BagClub } from '@fairway/contract';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

const ready: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

const sevenIron: BagClub = {
  id: 'club-1',
  type: 'iron',
  clubNumber: 7,
  loft: null,
  inBag: true,
  brandId: null,
  brandName: null,
  modelName: null,
  customModelName: null,
  shaftFlex: null,
  notes: null,
  performance: { averageDistance: 137 },
};

function showBag() {
  const { api } = fakeApi((request) =>
    request.method === 'GET' && request.url === '/api/golf-gear/my-bag'
      ? json(200, { clubs: [sevenIron] })
      : json(404, { error: { code: 'not_found', message: 'x' } }),
  );
  renderApp({ path: '/my-bag', session: ready, api });
}

describe('my bag in the golfer\u2019s units', () => {
  it('shows a club\u2019s average distance in metres by default', async () => {
    showBag();
    expect(await screen.findByText('137 m', {}, { timeout: 10_000 })).toBeDefined();
  });

  it('shows it in yards when yards are chosen on the menu', async () => {
    localStorage.setItem('fairway.units', 'yards');
    showBag();
    expect(await screen.findByText('150 yd', {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByText('137 m')).toBeNull();
  });
});
