import { DELETED_GOLFER_NAME } from '@fairway/contract/runtime';
import { describe, expect, it } from 'vitest';
import { buildGameDetail } from '../test-factories';
import { isDeletedGolfer, withPlayerNames } from './player-names';

const deleted = { name: DELETED_GOLFER_NAME, isGuest: true, guestId: null };

describe('a deleted golfer\u2019s place in a round', () => {
  it('is neither a user nor a guest, under the server\u2019s name', () => {
    expect(isDeletedGolfer(deleted)).toBe(true);
    // A guest who happens to be called so, a removed guest, a golfer: their own names.
    expect(isDeletedGolfer({ ...deleted, guestId: 'guest-1' })).toBe(false);
    expect(isDeletedGolfer({ ...deleted, name: 'Uncle Bob' })).toBe(false);
    expect(isDeletedGolfer({ ...deleted, isGuest: false })).toBe(false);
  });

  it('is named in the reader\u2019s language; every other player keeps their name', () => {
    const base = buildGameDetail();
    const round = {
      ...base,
      players: base.players.map((player, index) =>
        index === 1 ? { ...player, ...deleted, userId: 'guest-removed' } : player,
      ),
    };
    const named = withPlayerNames(round, 'Golfeur supprimé');
    expect(named.players.map((player) => player.name)).toEqual([
      round.players[0]!.name,
      'Golfeur supprimé',
      ...round.players.slice(2).map((player) => player.name),
    ]);
    expect(named.scores).toBe(round.scores);
  });

  it('leaves a round without one as it is (the same object)', () => {
    const round = buildGameDetail();
    expect(withPlayerNames(round, 'Golfeur supprimé')).toBe(round);
  });
});
