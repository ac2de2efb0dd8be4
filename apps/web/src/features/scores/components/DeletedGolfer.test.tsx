// @vitest-environment jsdom
import '../../../test/dom';
import { act, screen } from '@testing-library/react';
import type { GameDetail, GameResults } from '@fairway/contract';
import { DELETED_GOLFER_NAME } from '@fairway/contract/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { loadLanguage } from '../../../i18n';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { FakeSocket } from '../../../test/fake-socket';
import { buildProfile, fakeApi, json } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { buildGameDetail } from '../../games/test-factories';

vi.setConfig({ testTimeout: 30_000 });

const jane: InitialSession = { status: 'ready', profile: buildProfile({ userId: 'user-1' }), token: 'tok' };

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
});
afterEach(() => vi.unstubAllGlobals());

let roundNumber = 0;

/** A round where Tom (the second player) deleted his account: his place stays under the server's name. */
function roundWithDeletedGolfer(): GameDetail {
  roundNumber += 1;
  const base = buildGameDetail({ id: `deleted-${roundNumber}` });
  return {
    ...base,
    players: base.players.map((player) =>
      player.userId === 'user-2'
        ? { ...player, userId: 'guest-removed', name: DELETED_GOLFER_NAME, isGuest: true, guestId: null }
        : player,
    ),
  };
}

/** The round's result as the server answers it: finished, everyone with a 5 on hole 1. */
function resultOf(detail: GameDetail): GameResults {
  return {
    game: {
      id: detail.id,
      name: detail.game.name,
      clubName: detail.course.clubName,
      courseName: detail.course.name,
      date: detail.game.date,
      status: 'finished',
      format: detail.game.type,
      scoringMode: detail.game.scoringMode,
      holes: detail.game.holes,
      useHandicaps: detail.game.useHandicaps,
      courseLayout: detail.game.courseLayout,
    },
    players: detail.players.map((player) => ({
      ...player,
      status: 'finished',
      totalScore: 5,
      toPar: 0,
      thru: 1,
    })),
    holesByTee: detail.holesByTee,
    totalPar: 75,
    scores: {
      '1': Object.fromEntries(
        detail.players.map((player) => [
          player.id,
          {
            playerId: player.id,
            holeNumber: 1,
            score: 5,
            putts: 2,
            waterPenalties: 0,
            obPenalties: 0,
            dropPenalties: 0,
            fairwayHit: null,
            enteredBy: 'user-1',
            enteredAt: '2030-06-14T08:00:00.000Z',
            version: 1,
          },
        ]),
      ),
    },
    leaderboard: detail.players.map((player) => ({
      id: player.id,
      playerIds: [player.id],
      position: null,
      tied: false,
      thru: 1,
      gross: 5,
      net: 5,
      toPar: 0,
      points: null,
      skins: null,
      matchResult: null,
      matchOutcome: null,
      matchHolesUp: null,
    })),
    winnerId: null,
  };
}

function serve(detail: GameDetail) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.url === `/api/game/${detail.id}`) return json(200, detail);
    if (request.method === 'GET' && request.url === `/api/game/${detail.id}/results`)
      return json(200, resultOf(detail));
    return json(404, { error: { code: 'not_found', message: request.url } });
  }).api;
}

async function inFrench(i18n: ReturnType<typeof renderApp>['i18n']) {
  await loadLanguage(i18n, 'fr');
  await act(() => i18n.changeLanguage('fr'));
}

describe('a deleted golfer on the round screens', () => {
  it('the live round names them in the reader\u2019s language', async () => {
    const round = roundWithDeletedGolfer();
    const { i18n } = renderApp({ path: `/play/${round.id}?hole=1`, session: jane, api: serve(round) });
    expect((await screen.findAllByText('Deleted golfer', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await inFrench(i18n);
    expect((await screen.findAllByText('Golfeur supprimé')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Deleted golfer')).toHaveLength(0);
    // Everyone else keeps their own name.
    expect(screen.getAllByText('Uncle Bob').length).toBeGreaterThan(0);
  });

  it('the result names them in the reader\u2019s language', async () => {
    const round = roundWithDeletedGolfer();
    const { i18n } = renderApp({ path: `/game/${round.id}/result`, session: jane, api: serve(round) });
    await inFrench(i18n);
    expect((await screen.findAllByText(/Golfeur supprimé/, {}, { timeout: 10_000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryAllByText(/Deleted golfer/)).toHaveLength(0);
  });
});
