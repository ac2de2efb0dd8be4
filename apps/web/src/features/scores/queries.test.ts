import type { GameDetail, HoleScore, RealtimeEvent } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { buildGameDetail } from '../games/test-factories';
import { isNewScoreEvent, settingsSignature } from './queries';

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

describe('a settings change of the round (the "Game settings updated" toast)', () => {
  const base = buildGameDetail();
  const changed = (change: (detail: GameDetail) => GameDetail) =>
    settingsSignature(change(base)) !== settingsSignature(base);

  it('is a change of the format, name, holes, handicaps, course, preferences or players', () => {
    expect(changed((d) => ({ ...d, game: { ...d.game, type: 'matchplay' } }))).toBe(true);
    expect(changed((d) => ({ ...d, game: { ...d.game, name: 'Sunday medal' } }))).toBe(true);
    expect(changed((d) => ({ ...d, game: { ...d.game, holes: 9 } }))).toBe(true);
    expect(changed((d) => ({ ...d, game: { ...d.game, useHandicaps: false } }))).toBe(true);
    expect(changed((d) => ({ ...d, course: { ...d.course, id: 'c2' } }))).toBe(true);
    expect(changed((d) => ({ ...d, preferences: { ...d.preferences, autoAdvance: true } }))).toBe(true);
    expect(changed((d) => ({ ...d, players: d.players.slice(0, 2) }))).toBe(true);
    expect(
      changed((d) => ({
        ...d,
        players: d.players.map((p) => (p.id === 'p2' ? { ...p, teeId: 't-white' } : p)),
      })),
    ).toBe(true);
  });

  it('is not a new score, a new version, or a player finishing', () => {
    expect(changed((d) => ({ ...d, scores: { '3': { p2: score(1) } } }))).toBe(false);
    expect(changed((d) => ({ ...d, game: { ...d.game, version: 9, status: 'active' } }))).toBe(false);
    expect(
      changed((d) => ({ ...d, players: d.players.map((p) => ({ ...p, status: 'finished' as const })) })),
    ).toBe(false);
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
