import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS } from './formats';
import type { GameFormat, ScoringMode } from './formats';
import { leaderboard } from './leaderboard';
import type { LeaderboardHole, LeaderboardInput, LeaderboardPlayer, LeaderboardRow } from './leaderboard';

// A front nine: par 36, stroke indexes 1–9 (hole 4 is the hardest, hole 3 the easiest).
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5];
const STROKE_INDEXES = [3, 7, 9, 1, 5, 2, 8, 6, 4];
const NINE: LeaderboardHole[] = PARS.map((par, i) => ({
  number: i + 1,
  par,
  strokeIndex: STROKE_INDEXES[i] ?? 0,
}));

/** Scores relative to par on each hole of `holes` (a number applies to every hole), holes ≥ `thru` unplayed. */
function card(toPar: number | readonly number[], holes = NINE, thru = holes.length): Record<number, number> {
  return Object.fromEntries(
    holes
      .slice(0, thru)
      .map((hole, i) => [hole.number, hole.par + (typeof toPar === 'number' ? toPar : (toPar[i] ?? 0))]),
  );
}

function player(id: string, courseHandicap = 0, teamId?: string): LeaderboardPlayer {
  return teamId === undefined ? { id, courseHandicap } : { id, courseHandicap, teamId };
}

function round(
  players: LeaderboardPlayer[],
  scores: LeaderboardInput['scores'],
  scoringMode: ScoringMode = 'gross',
  holes = NINE,
): LeaderboardInput {
  return { holes, players, scores, scoringMode };
}

const summary = (rows: LeaderboardRow[]) =>
  rows.map(({ id, position, tied, thru, toPar }) => ({ id, position, tied, thru, toPar }));

describe('leaderboard: stroke play', () => {
  const input = (mode: ScoringMode) =>
    round([player('ann', 0), player('bob', 10)], { ann: card(0), bob: card(1) }, mode);

  it('ranks gross to par', () => {
    const rows = leaderboard('strokeplay', input('gross'));
    expect(summary(rows)).toEqual([
      { id: 'ann', position: 1, tied: false, thru: 9, toPar: 0 },
      { id: 'bob', position: 2, tied: false, thru: 9, toPar: 9 },
    ]);
    expect(rows[1]).toMatchObject({ gross: 45, net: 35, playingHandicap: 10, playingHandicaps: { bob: 10 } });
  });

  it('ranks net to par with 95% of the course handicap', () => {
    // bob: CH 10 × 95% = 9.5 → 10 strokes over nine holes, 2 on stroke index 1
    const rows = leaderboard('strokeplay', input('net'));
    expect(summary(rows)).toEqual([
      { id: 'bob', position: 1, tied: false, thru: 9, toPar: -1 },
      { id: 'ann', position: 2, tied: false, thru: 9, toPar: 0 },
    ]);
    expect(rows[0]).toMatchObject({ gross: 45, net: 35, points: null, skins: null, matches: null });
  });

  it('compares only the holes played, shares positions and puts players yet to start last', () => {
    const rows = leaderboard(
      'strokeplay',
      round([player('dan'), player('ann'), player('bob'), player('cat')], {
        ann: card(0),
        bob: card(1, NINE, 2),
        cat: card([0, -1, 0, 1], NINE, 4),
        dan: {},
      }),
    );
    expect(summary(rows)).toEqual([
      { id: 'ann', position: 1, tied: true, thru: 9, toPar: 0 },
      { id: 'cat', position: 1, tied: true, thru: 4, toPar: 0 },
      { id: 'bob', position: 3, tied: false, thru: 2, toPar: 2 },
      { id: 'dan', position: null, tied: false, thru: 0, toPar: 0 },
    ]);
  });

  it('counts only nonzero scores', () => {
    const rows = leaderboard('strokeplay', round([player('ann')], { ann: { 1: 4, 2: 0, 3: null, 4: 6 } }));
    expect(rows[0]).toMatchObject({ thru: 2, gross: 10, toPar: 1 });
  });

  it('ignores scores for holes not in the round', () => {
    const rows = leaderboard('strokeplay', round([player('ann')], { ann: { ...card(0), 12: 3 } }));
    expect(rows[0]).toMatchObject({ thru: 9, gross: 36 });
  });

  it('gives a plus handicap strokes back on the easiest holes', () => {
    // CH -2 × 95% = -1.9 → -2: a stroke back on stroke indexes 9 and 8 (holes 3 and 7)
    const rows = leaderboard('strokeplay', round([player('pro', -2)], { pro: card(0) }, 'net'));
    expect(rows[0]).toMatchObject({ gross: 36, net: 38, toPar: 2, playingHandicap: -2 });
  });

  it('allocates a back nine of even stroke indexes by rank', () => {
    const back: LeaderboardHole[] = [10, 2, 18, 6, 14, 4, 16, 8, 12].map((strokeIndex, i) => ({
      number: 10 + i,
      par: PARS[i] ?? 4,
      strokeIndex,
    }));
    // CH 4 × 95% = 3.8 → 4 strokes, on stroke indexes 2, 4, 6 and 8
    const scores = { amy: card(1, back) };
    const rows = leaderboard('strokeplay', round([player('amy', 4)], scores, 'net', back));
    expect(rows[0]).toMatchObject({ thru: 9, gross: 45, net: 41, toPar: 5 });
  });

  it('is empty without players and plays on without holes', () => {
    expect(leaderboard('strokeplay', round([], {}))).toEqual([]);
    const rows = leaderboard('matchplay', round([player('ann'), player('bob')], {}, 'gross', []));
    expect(rows.map((row) => [row.position, row.thru, row.matches])).toEqual([
      [null, 0, []],
      [null, 0, []],
    ]);
  });

  it('refuses duplicate holes or players', () => {
    expect(() => leaderboard('strokeplay', round([player('ann'), player('ann')], {}))).toThrow(RangeError);
    const holes = [NINE[0], NINE[0]].filter((hole): hole is LeaderboardHole => hole !== undefined);
    expect(() => leaderboard('strokeplay', round([player('ann')], {}, 'gross', holes))).toThrow(RangeError);
  });
});

describe('leaderboard: stableford', () => {
  const input = (mode: ScoringMode) =>
    round(
      [player('ann', 0), player('bob', 10), player('cat', 3)],
      { ann: card(0), bob: card(1), cat: {} },
      mode,
    );

  it('ranks net points, most first', () => {
    // bob: 10 strokes, a net par everywhere (18) plus a net birdie on stroke index 1 (19)
    const rows = leaderboard('stableford', input('net'));
    expect(rows.map(({ id, position, points }) => ({ id, position, points }))).toEqual([
      { id: 'bob', position: 1, points: 19 },
      { id: 'ann', position: 2, points: 18 },
      { id: 'cat', position: null, points: 0 },
    ]);
  });

  it('counts gross points in gross mode', () => {
    const rows = leaderboard('stableford', input('gross'));
    expect(rows.map(({ id, points }) => [id, points])).toEqual([
      ['ann', 18],
      ['bob', 9],
      ['cat', 0],
    ]);
  });

  it('never gives negative points for a blow-up hole', () => {
    const rows = leaderboard('stableford', round([player('ann')], { ann: card([10, 0], NINE, 2) }, 'gross'));
    expect(rows[0]?.points).toBe(2); // 0 for the 14 on the par 4, 2 for the par
  });
});

describe('leaderboard: match play', () => {
  it('plays singles off the lower handicap, 100%', () => {
    // bob receives 10 strokes: a net par on every hole but a net birdie on stroke index 1
    const input = round([player('ann', 2), player('bob', 12)], { ann: card(0), bob: card(1) }, 'net');
    const rows = leaderboard('matchplay', input);
    expect(rows.map(({ id, position, playingHandicap }) => ({ id, position, playingHandicap }))).toEqual([
      { id: 'bob', position: 1, playingHandicap: 10 },
      { id: 'ann', position: 2, playingHandicap: 0 },
    ]);
    const [bob, ann] = rows;
    expect(bob?.matches?.[0]?.opponentId).toBe('ann');
    expect(bob?.matches?.[0]?.status).toMatchObject({ leader: 'A', holesUp: 1, isComplete: true });
    expect(bob?.matches?.[0]?.status.result?.text).toBe('1 up');
    expect(ann?.matches?.[0]?.status).toMatchObject({
      leader: 'B',
      holesWonA: 0,
      holesWonB: 1,
      holesHalved: 8,
    });
  });

  it('decides a gross match early: 5&4', () => {
    const rows = leaderboard(
      'matchplay',
      round([player('ann'), player('bob')], { ann: card(0), bob: card(1) }),
    );
    expect(rows[0]?.id).toBe('ann');
    expect(rows[0]?.matches?.[0]?.status.result).toMatchObject({ winner: 'A', text: '5&4' });
  });

  it('shows a live match over the holes both sides have played', () => {
    const scores = { ann: card([-1, 0, 0, 0], NINE, 4), bob: card(0, NINE, 3) };
    const rows = leaderboard('matchplay', round([player('ann'), player('bob')], scores));
    expect(rows[0]?.matches?.[0]?.status).toMatchObject({
      leader: 'A',
      holesUp: 1,
      holesPlayed: 3,
      holesToPlay: 6,
      isComplete: false,
      result: null,
    });
    expect(rows.map((row) => row.thru)).toEqual([4, 3]);
  });

  it('halves an all-square match and ties the positions', () => {
    const rows = leaderboard(
      'matchplay',
      round([player('ann'), player('bob')], { ann: card(0), bob: card(0) }),
    );
    expect(summary(rows).map(({ position, tied }) => [position, tied])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(rows[0]?.matches?.[0]?.status.result?.text).toBe('halved');
  });

  it('plays four-ball better ball at 90% off the lowest, pairing four players without teams 1+2 v 3+4', () => {
    // CH 0, 10, 4, 20 → 90%: 0, 9, 3.6 → 4, 18 → off the lowest: 0, 9, 4, 18
    const players = [player('ann', 0), player('bob', 10), player('cat', 4), player('dan', 20)];
    const scores = { ann: card(0), bob: card(1), cat: card(1), dan: card(1) };
    const rows = leaderboard('matchplay', round(players, scores, 'net'));
    expect(rows.map(({ id, playerIds, playingHandicap }) => ({ id, playerIds, playingHandicap }))).toEqual([
      { id: 'team-2', playerIds: ['cat', 'dan'], playingHandicap: null },
      { id: 'team-1', playerIds: ['ann', 'bob'], playingHandicap: null },
    ]);
    expect(rows[0]?.playingHandicaps).toEqual({ cat: 4, dan: 18 });
    // team-1's best net is par on every hole (ann, and bob with a stroke a hole); dan's two strokes a hole
    // make every bogey a net birdie, so team-2 wins every hole
    expect(rows[0]?.matches?.[0]?.status.result?.text).toBe('5&4');
  });

  it('ranks three singles players round robin by holes up', () => {
    const players = [player('ann'), player('bob'), player('cat')];
    const rows = leaderboard('matchplay', round(players, { ann: card(0), bob: card(1), cat: card([0, 1]) }));
    expect(rows.map(({ id, position }) => [id, position])).toEqual([
      ['ann', 1],
      ['cat', 2],
      ['bob', 3],
    ]);
    expect(rows[0]?.matches?.map((match) => [match.opponentId, match.status.result?.text])).toEqual([
      ['bob', '5&4'],
      ['cat', '1 up'],
    ]);
  });
});

describe('leaderboard: skins', () => {
  const scores = {
    ann: card([0, 0, -1, 0, 0, 0, 0, 0, 0]),
    bob: card([0, 0, 0, -1, 0, 0, 0, 0, 1]),
    cat: card([0, 0, 0, 0, 0, 0, 0, 0, 1]),
  };

  it('counts gross skins with carry-overs', () => {
    // holes 1–2 tie (carried), ann wins hole 3 with 3 skins, bob hole 4, holes 5–8 tie, ann 9 (5 skins)
    const rows = leaderboard('skins', round([player('ann'), player('bob'), player('cat')], scores));
    expect(rows.map(({ id, position, skins }) => ({ id, position, skins }))).toEqual([
      { id: 'ann', position: 1, skins: 8 },
      { id: 'bob', position: 2, skins: 1 },
      { id: 'cat', position: 3, skins: 0 },
    ]);
  });

  it('voids tied holes without carry-over', () => {
    const rows = leaderboard('skins', round([player('ann'), player('bob'), player('cat')], scores), {
      skinsCarryOver: false,
    });
    expect(rows.map(({ id, skins }) => [id, skins])).toEqual([
      ['ann', 2],
      ['bob', 1],
      ['cat', 0],
    ]);
  });

  it('uses strokes off the lowest handicap in net mode', () => {
    // CH 3, 3, 4 → off the lowest 0, 0, 1: cat's stroke on stroke index 1 (hole 4) makes a net 4 that ties
    // bob's birdie, so ann's par on hole 9 takes the 6 skins carried from hole 4
    const players = [player('ann', 3), player('bob', 3), player('cat', 4)];
    const rows = leaderboard('skins', round(players, scores, 'net'));
    expect(
      rows.map(({ id, position, playingHandicap, skins }) => [id, position, playingHandicap, skins]),
    ).toEqual([
      ['ann', 1, 0, 9],
      ['bob', 2, 0, 0],
      ['cat', 2, 1, 0],
    ]);
  });
});

describe('leaderboard: best ball', () => {
  it('counts the best net ball of each team at 85%', () => {
    // CH 10 → 8.5 → 9 (1 a hole); CH 20 → 17 (2 a hole, 1 on stroke index 9)
    const players = [player('ann', 10, 'red'), player('bob', 20, 'red'), player('cat', 0, 'blue')];
    const scores = { ann: card(1), bob: card([3, 3, 3, 3, 3, 3, 3, 3, 0]), cat: card(0) };
    const rows = leaderboard('bestball', round(players, scores, 'net'));
    expect(
      rows.map(({ id, playerIds, toPar, gross, net }) => ({ id, playerIds, toPar, gross, net })),
    ).toEqual([
      // red: ann's bogeys are net pars on holes 1–8; bob's par on hole 9 (stroke index 4) is a net eagle
      { id: 'red', playerIds: ['ann', 'bob'], toPar: -2, gross: 44, net: 34 },
      { id: 'blue', playerIds: ['cat'], toPar: 0, gross: 36, net: 36 },
    ]);
    expect(rows[0]?.playingHandicaps).toEqual({ ann: 9, bob: 17 });
  });

  it('plays a hole when only one partner has scored it', () => {
    const players = [player('ann', 0, 'red'), player('bob', 0, 'red')];
    const rows = leaderboard('bestball', round(players, { ann: card(0, NINE, 3), bob: card(1, NINE, 5) }));
    expect(rows[0]).toMatchObject({ thru: 5, gross: 22, toPar: 2 });
  });
});

describe('leaderboard: scramble and alternate shot', () => {
  const players = [
    player('ann', 10, 'red'),
    player('bob', 20, 'red'),
    player('cat', 4, 'blue'),
    player('dan', 30, 'blue'),
  ];

  it('plays one scramble ball per team off the WHS scramble allowances', () => {
    // red: 35% × 10 + 15% × 20 = 6.5 → 7; blue: 35% × 4 + 15% × 30 = 5.9 → 6
    const scores = { ann: card(0), bob: card(0), cat: card(0), dan: {} };
    const rows = leaderboard('scramble', round(players, scores, 'net'));
    expect(
      rows.map(({ id, playingHandicap, gross, net, toPar }) => ({ id, playingHandicap, gross, net, toPar })),
    ).toEqual([
      { id: 'red', playingHandicap: 7, gross: 36, net: 29, toPar: -7 },
      { id: 'blue', playingHandicap: 6, gross: 36, net: 30, toPar: -6 },
    ]);
    expect(rows[0]?.playingHandicaps).toEqual({ ann: 7, bob: 7 });
  });

  it('takes the lowest entry of the team as its ball', () => {
    const scores = { ann: card(1), bob: card([0, 0, 0, 0, 0, 0, 0, 0, 2]) };
    const rows = leaderboard('scramble', round(players.slice(0, 2), scores));
    expect(rows[0]).toMatchObject({ gross: 37, thru: 9 }); // bob's pars on 1–8, ann's bogey on 9
  });

  it('plays alternate shot off 50% of the combined course handicaps', () => {
    // red: (10 + 20) / 2 = 15; blue: (4 + 30) / 2 = 17
    const scores = { ann: card(1), cat: card(1) };
    const rows = leaderboard('alternate', round(players, scores, 'net'));
    expect(rows.map(({ id, playingHandicap, net, toPar }) => ({ id, playingHandicap, net, toPar }))).toEqual([
      { id: 'blue', playingHandicap: 17, net: 28, toPar: -8 },
      { id: 'red', playingHandicap: 15, net: 30, toPar: -6 },
    ]);
  });

  it('makes a player without a team a side alone when others have teams', () => {
    const rows = leaderboard(
      'scramble',
      round([player('ann', 0, 'red'), player('bob', 0, 'red'), player('cat')], {}),
    );
    expect(rows.map((row) => [row.id, row.playerIds])).toEqual([
      ['red', ['ann', 'bob']],
      ['cat', ['cat']],
    ]);
  });

  it('pairs four players without teams by order', () => {
    const four = players.map(({ id, courseHandicap }) => ({ id, courseHandicap }));
    const rows = leaderboard('alternate', round(four, {}));
    expect(rows.map((row) => [row.id, row.playerIds])).toEqual([
      ['team-1', ['ann', 'bob']],
      ['team-2', ['cat', 'dan']],
    ]);
  });
});

describe('leaderboard: invariants', () => {
  const ids = ['ann', 'bob', 'cat', 'dan'];
  const holeScore = fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined });
  const arbitraryRound = fc
    .record({
      count: fc.integer({ min: 0, max: 4 }),
      handicaps: fc.array(fc.integer({ min: -50, max: 400 }), { minLength: 4, maxLength: 4 }),
      teams: fc.array(fc.constantFrom(undefined, 'red', 'blue'), { minLength: 4, maxLength: 4 }),
      scores: fc.array(fc.array(holeScore, { minLength: 9, maxLength: 9 }), { minLength: 4, maxLength: 4 }),
      mode: fc.constantFrom<ScoringMode>('gross', 'net'),
    })
    .map(({ count, handicaps, teams, scores, mode }): LeaderboardInput => {
      const players = ids.slice(0, count).map((id, i): LeaderboardPlayer => {
        const teamId = teams[i];
        return { id, courseHandicap: (handicaps[i] ?? 0) / 10, ...(teamId ? { teamId } : {}) };
      });
      const byPlayer = Object.fromEntries(
        players.map((p, i) => [p.id, Object.fromEntries((scores[i] ?? []).map((s, h) => [h + 1, s]))]),
      );
      return round(players, byPlayer, mode);
    });
  const format = fc.constantFrom<GameFormat>(...FORMATS);

  it('ranks every player once, positions never go down the table, and thru stays within the round', () => {
    fc.assert(
      fc.property(format, arbitraryRound, (f, input) => {
        const rows = leaderboard(f, input);
        expect(rows.flatMap((row) => row.playerIds).sort()).toEqual(input.players.map((p) => p.id).sort());
        let last = 0;
        for (const row of rows) {
          expect(row.thru).toBeGreaterThanOrEqual(0);
          expect(row.thru).toBeLessThanOrEqual(input.holes.length);
          expect(row.position === null).toBe(row.thru === 0);
          if (row.position !== null) {
            expect(row.position).toBeGreaterThanOrEqual(last);
            last = row.position;
          } else {
            last = Number.POSITIVE_INFINITY;
          }
        }
      }),
    );
  });

  it('keeps gross − net equal to the strokes received in individual stroke play', () => {
    fc.assert(
      fc.property(arbitraryRound, (input) => {
        for (const row of leaderboard('strokeplay', input)) {
          const handicap = row.playingHandicap ?? 0;
          if (row.thru === input.holes.length) expect(row.gross - row.net).toBe(handicap);
        }
      }),
    );
  });

  it('mirrors a two-sided match: one side’s holes won are the other’s holes lost', () => {
    fc.assert(
      fc.property(arbitraryRound, (input) => {
        const rows = leaderboard('matchplay', input);
        if (rows.length !== 2) return;
        const [first, second] = rows.map((row) => row.matches?.[0]?.status);
        expect(first?.holesWonA).toBe(second?.holesWonB);
        expect(first?.holesHalved).toBe(second?.holesHalved);
        expect(first?.result?.text).toBe(second?.result?.text);
      }),
    );
  });

  it('never gives negative stableford points', () => {
    fc.assert(
      fc.property(arbitraryRound, (input) => {
        for (const row of leaderboard('stableford', input)) expect(row.points).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
