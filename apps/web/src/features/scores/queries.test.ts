import type { GameDetail, HoleScore, RealtimeEvent } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { buildGameDetail } from '../games/test-factories';
import { isNewScoreEvent, roundChange } from './queries';

function score(version: number): HoleScore {
  return {
    playerId: 'p2',
    holeNumber: 3,
    score: 5,
    putts: 2,
    waterPenalties: 0,
    obPenalties: 0,
    dropPenalties: 0,
    fairwayHit: 'center',
    enteredBy: 'user-2',
    enteredAt: '2030-06-14T08:30:00.000Z',
    version,
  };
}

const saved = (version: number): RealtimeEvent => ({
  name: 'score.saved',
  data: { gameId: 'g1', playerId: 'p2', holeNumber: 3, version },
});
const updated = (version: number): RealtimeEvent => ({
  name: 'game.updated',
  data: { gameId: 'g1', version },
});

describe('what changed in the round (the toast the golfers in it see)', () => {
  const base = buildGameDetail();
  const changeOf = (change: (detail: GameDetail) => GameDetail) => roundChange(base, change(base));
  const settings = { kind: 'settings' };

  it('is a settings change for the format, name, holes, handicaps, course, preferences, tees or order', () => {
    expect(changeOf((d) => ({ ...d, game: { ...d.game, type: 'matchplay' } }))).toEqual(settings);
    expect(changeOf((d) => ({ ...d, game: { ...d.game, name: 'Sunday medal' } }))).toEqual(settings);
    expect(changeOf((d) => ({ ...d, game: { ...d.game, holes: 9 } }))).toEqual(settings);
    expect(changeOf((d) => ({ ...d, game: { ...d.game, useHandicaps: false } }))).toEqual(settings);
    expect(changeOf((d) => ({ ...d, course: { ...d.course, id: 'c2' } }))).toEqual(settings);
    expect(changeOf((d) => ({ ...d, preferences: { ...d.preferences, autoAdvance: true } }))).toEqual(
      settings,
    );
    expect(
      changeOf((d) => ({
        ...d,
        players: d.players.map((p) => (p.id === 'p2' ? { ...p, teeId: 't-white' } : p)),
      })),
    ).toEqual(settings);
    expect(changeOf((d) => ({ ...d, players: [...d.players].reverse() }))).toEqual(settings);
  });

  it('names the players who left, the others closing up their places', () => {
    const [first, second, ...rest] = base.players;
    expect(second).toBeDefined();
    const closedUp = [first!, ...rest].map((player, position) => ({ ...player, position }));
    expect(changeOf((d) => ({ ...d, players: closedUp }))).toEqual({ kind: 'left', names: [second!.name] });
  });

  it('names the players who joined', () => {
    const added = {
      ...base.players[0]!,
      id: 'p9',
      userId: 'user-9',
      name: 'Ann Lee',
      position: base.players.length,
    };
    expect(changeOf((d) => ({ ...d, players: [...d.players, added] }))).toEqual({
      kind: 'joined',
      names: ['Ann Lee'],
    });
  });

  it('is a settings change when players come or go along with anything else', () => {
    expect(
      changeOf((d) => ({ ...d, game: { ...d.game, name: 'Sunday medal' }, players: d.players.slice(0, 1) })),
    ).toEqual(settings);
  });

  it('is nothing for a new score, a new version, or a player finishing', () => {
    expect(changeOf((d) => ({ ...d, scores: { '3': { p2: score(1) } } }))).toBeNull();
    expect(changeOf((d) => ({ ...d, game: { ...d.game, version: 9, status: 'active' } }))).toBeNull();
    expect(
      changeOf((d) => ({ ...d, players: d.players.map((p) => ({ ...p, status: 'finished' as const })) })),
    ).toBeNull();
  });
});

describe('a realtime event that needs a refetch', () => {
  it('is a saved score newer than the cached one, or one not cached at all', () => {
    const detail = buildGameDetail({ scores: { '3': { p2: score(2) } } });
    expect(isNewScoreEvent(detail, saved(3))).toBe(true);
    expect(isNewScoreEvent(detail, saved(2))).toBe(false);
    expect(isNewScoreEvent(detail, saved(1))).toBe(false);
    expect(isNewScoreEvent(buildGameDetail(), saved(1))).toBe(true);
  });

  it('is a round update newer than the cached round', () => {
    const detail = buildGameDetail(); // version 3
    expect(isNewScoreEvent(detail, updated(4))).toBe(true);
    expect(isNewScoreEvent(detail, updated(3))).toBe(false);
  });

  it('is any score or update when nothing is cached yet', () => {
    expect(isNewScoreEvent(undefined, saved(1))).toBe(true);
    expect(isNewScoreEvent(undefined, updated(1))).toBe(true);
  });
});
