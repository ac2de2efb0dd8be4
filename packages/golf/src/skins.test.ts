import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { skins } from './skins';
import type { SkinsHoleScores } from './skins';

describe('skins', () => {
  it('gives each hole to its lowest unique score', () => {
    const result = skins(
      [
        { ann: 3, bob: 4, cat: 5 },
        { ann: 5, bob: 4, cat: 5 },
      ],
      { carryOver: true },
    );
    expect(result.holes).toEqual([
      { outcome: 'won', winnerId: 'ann', skinsAtStake: 1 },
      { outcome: 'won', winnerId: 'bob', skinsAtStake: 1 },
    ]);
    expect(result.skinsByPlayer).toEqual({ ann: 1, bob: 1, cat: 0 });
    expect(result.carriedOver).toBe(0);
  });

  const tiedThenWon: SkinsHoleScores[] = [
    { ann: 4, bob: 4, cat: 5 }, // ann and bob tie for lowest
    { ann: 4, bob: 4, cat: 4 },
    { ann: 3, bob: 4, cat: 4 },
    { ann: 4, bob: 4, cat: 3 },
  ];

  it('carries tied skins to the next outright winner', () => {
    const result = skins(tiedThenWon, { carryOver: true });
    expect(result.holes.map((hole) => [hole.outcome, hole.winnerId, hole.skinsAtStake])).toEqual([
      ['carried', null, 1],
      ['carried', null, 2],
      ['won', 'ann', 3],
      ['won', 'cat', 1],
    ]);
    expect(result.skinsByPlayer).toEqual({ ann: 3, bob: 0, cat: 1 });
    expect(result.carriedOver).toBe(0);
  });

  it('voids tied skins without carry-over', () => {
    const result = skins(tiedThenWon, { carryOver: false });
    expect(result.holes.map((hole) => hole.outcome)).toEqual(['void', 'void', 'won', 'won']);
    expect(result.skinsByPlayer).toEqual({ ann: 1, bob: 0, cat: 1 });
    expect(result.carriedOver).toBe(0);
  });

  it('reports skins still carried after the last hole', () => {
    const result = skins(
      [
        { ann: 3, bob: 4 },
        { ann: 4, bob: 4 },
        { ann: 5, bob: 5 },
      ],
      { carryOver: true },
    );
    expect(result.carriedOver).toBe(2);
    expect(result.skinsByPlayer).toEqual({ ann: 1, bob: 0 });
  });

  it('ignores zero and missing scores: a picked-up player cannot win or tie', () => {
    const result = skins(
      [
        { ann: 0, bob: 6, cat: null },
        { ann: 4, bob: undefined, cat: 4 },
      ],
      { carryOver: true },
    );
    expect(result.holes[0]).toEqual({ outcome: 'won', winnerId: 'bob', skinsAtStake: 1 });
    expect(result.holes[1]?.outcome).toBe('carried');
    expect(result.skinsByPlayer).toEqual({ ann: 0, bob: 1, cat: 0 });
  });

  it('leaves the carry untouched across a hole nobody has scored', () => {
    const result = skins(
      [
        { ann: 4, bob: 4 },
        { ann: 0, bob: undefined },
        { ann: 3, bob: 5 },
      ],
      { carryOver: true },
    );
    expect(result.holes[1]).toEqual({ outcome: 'unplayed', winnerId: null, skinsAtStake: 0 });
    expect(result.holes[2]).toEqual({ outcome: 'won', winnerId: 'ann', skinsAtStake: 2 });
  });

  it('has nothing to give without holes', () => {
    expect(skins([], { carryOver: true })).toEqual({ holes: [], skinsByPlayer: {}, carriedOver: 0 });
  });

  const players = ['ann', 'bob', 'cat', 'dan'];
  const score = fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined });
  const round = fc.array(
    fc.tuple(score, score, score, score).map((s) => Object.fromEntries(players.map((p, i) => [p, s[i]]))),
    { maxLength: 18 },
  );

  it('accounts for every skin of every played hole', () => {
    fc.assert(
      fc.property(round, fc.boolean(), (holes, carryOver) => {
        const result = skins(holes, { carryOver });
        const played = result.holes.filter((hole) => hole.outcome !== 'unplayed').length;
        const won = Object.values(result.skinsByPlayer).reduce((a, b) => a + b, 0);
        const voided = result.holes.filter((hole) => hole.outcome === 'void').length;
        expect(won + voided + result.carriedOver).toBe(played);
        if (!carryOver) expect(result.carriedOver).toBe(0);
        if (carryOver) expect(voided).toBe(0);
      }),
    );
  });

  it('only lets a player with the strictly lowest score win', () => {
    fc.assert(
      fc.property(round, fc.boolean(), (holes, carryOver) => {
        skins(holes, { carryOver }).holes.forEach((hole, i) => {
          if (hole.winnerId === null) return;
          const scores = holes[i] ?? {};
          const winning = scores[hole.winnerId] ?? 0;
          for (const [id, value] of Object.entries(scores)) {
            if (id !== hole.winnerId && value) expect(value).toBeGreaterThan(winning);
          }
        });
      }),
    );
  });
});
