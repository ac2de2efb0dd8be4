import type { GameResults } from '@fairway/contract';
import { holesInPlay, roundStats } from '@fairway/golf';
import type { RoundLeaderboardInput, RoundStats } from '@fairway/golf';
import type { Standing } from '../../scores';

/** A hole of the result's scorecard. */
export interface CardHole {
  holeNumber: number;
  par: number;
  strokeIndex: number | null;
  /** Length per tee id (metres), for the tee rows. */
  distances: Record<string, number | null>;
  /** The featured player's strokes; 0 when not played (shown as a dash). */
  score: number;
  putts: number | null;
}

/** One nine of the card with its subtotal ("Out" for holes 1–9, "In" for 10–18). */
export interface CardNine {
  side: 'out' | 'in';
  holes: CardHole[];
  par: number;
  score: number;
}

/** A tee row of the card. */
export interface CardTee {
  teeId: string;
  name: string;
  color: string | null;
  total: number | null;
}

/** The scorecard the result page shows (games-and-profiles.md §2 "Result"). */
export interface ResultCard {
  playerId: string;
  playerName: string;
  nines: CardNine[];
  tees: CardTee[];
  /** More than 3 tees: the wide layout. */
  wide: boolean;
  totalPar: number;
  totalScore: number;
  /** Strokes minus the par of the holes played. */
  toPar: number;
}

/** Up to 18 holes on the card. */
export const MAX_CARD_HOLES = 18;
/** From this many tees the card uses its wide layout. */
const WIDE_TEES = 3;

type Player = GameResults['players'][number];

/**
 * Whose card the page features: the winner; without one (a tie, nothing played) the signed-in golfer when they
 * played, else the leader, else the first player.
 */
export function featuredPlayer(results: GameResults, myUserId: string | null): Player | undefined {
  const byId = (id: string | null | undefined) => results.players.find((player) => player.id === id);
  return (
    byId(results.winnerId) ??
    results.players.find((player) => player.userId === myUserId) ??
    byId(results.leaderboard[0]?.playerIds[0]) ??
    results.players[0]
  );
}

/** The holes of the round, ascending, from the player's tee (else the first tee with data). */
function holesOf(results: GameResults, teeId: string | null) {
  const tees = Object.values(results.holesByTee);
  const holes = (teeId ? results.holesByTee[teeId] : undefined) ?? tees.find((list) => list.length > 0) ?? [];
  const played = new Set(Object.keys(results.scores).map(Number));
  const inPlay = new Set(holesInPlay(results.game.holes));
  return [...holes]
    .filter((hole) => inPlay.has(hole.holeNumber))
    .filter((hole, _, all) => all.length <= MAX_CARD_HOLES || played.has(hole.holeNumber))
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .slice(0, MAX_CARD_HOLES);
}

/** The featured player's scorecard: holes by nine with subtotals, the tees' lengths, the totals. */
export function resultCard(results: GameResults, player: Player): ResultCard {
  const holes = holesOf(results, player.teeId);
  const teeIds = Object.keys(results.holesByTee);
  const cardHoles: CardHole[] = holes.map((hole) => {
    const score = results.scores[String(hole.holeNumber)]?.[player.id];
    return {
      holeNumber: hole.holeNumber,
      par: hole.par,
      strokeIndex: hole.handicap,
      distances: Object.fromEntries(
        teeIds.map((teeId) => [
          teeId,
          results.holesByTee[teeId]?.find((candidate) => candidate.holeNumber === hole.holeNumber)
            ?.distance ?? null,
        ]),
      ),
      score: score?.score && score.score > 0 ? score.score : 0,
      putts: score?.putts ?? null,
    };
  });
  const nine = (side: 'out' | 'in', list: CardHole[]): CardNine => ({
    side,
    holes: list,
    par: list.reduce((sum, hole) => sum + hole.par, 0),
    score: list.reduce((sum, hole) => sum + hole.score, 0),
  });
  const front = cardHoles.filter((hole) => hole.holeNumber <= 9);
  const back = cardHoles.filter((hole) => hole.holeNumber > 9);
  const nines = [
    ...(front.length > 0 ? [nine('out', front)] : []),
    ...(back.length > 0 ? [nine('in', back)] : []),
  ];
  // A tee is named by its name and colour, which the result gives for the tees its players played: a tee
  // nobody played has no name to show, so it has no row (never a piece of its id).
  const tees = teeIds.flatMap((teeId): CardTee[] => {
    const fromPlayers = results.players.find((candidate) => candidate.teeId === teeId && candidate.teeName);
    if (!fromPlayers?.teeName) return [];
    const distances = cardHoles.map((hole) => hole.distances[teeId]);
    const known = distances.filter((distance): distance is number => typeof distance === 'number');
    return [
      {
        teeId,
        name: fromPlayers.teeName,
        color: fromPlayers.teeColor ?? null,
        total:
          known.length === distances.length && known.length > 0 ? known.reduce((a, b) => a + b, 0) : null,
      },
    ];
  });
  return {
    playerId: player.id,
    playerName: player.name,
    nines,
    // A tee row only where the data has lengths.
    tees: tees.filter((tee) => cardHoles.some((hole) => typeof hole.distances[tee.teeId] === 'number')),
    wide: tees.length > WIDE_TEES,
    totalPar: nines.reduce((sum, part) => sum + part.par, 0),
    totalScore: nines.reduce((sum, part) => sum + part.score, 0),
    toPar: cardHoles.reduce((sum, hole) => sum + (hole.score > 0 ? hole.score - hole.par : 0), 0),
  };
}

/** A player's round statistics from the result (packages/golf's `roundStats`). */
export function playerStats(results: GameResults, player: Player): RoundStats {
  const holes = holesOf(results, player.teeId);
  return roundStats(
    holes.map((hole) => {
      const score = results.scores[String(hole.holeNumber)]?.[player.id];
      return {
        par: hole.par,
        score: score?.score ?? null,
        putts: score?.putts ?? null,
        fairwayHit: score?.fairwayHit ?? null,
      };
    }),
  );
}

/** True when the result has nothing to show (no players or not one score). */
export function hasNoGameData(results: GameResults | undefined): boolean {
  if (!results || results.players.length === 0) return true;
  return !Object.values(results.scores).some((byPlayer) =>
    Object.values(byPlayer).some((score) => (score.score ?? 0) > 0),
  );
}

/** The bars of the score distribution chart. */
export function scoreDistribution(stats: RoundStats) {
  return [
    { key: 'eagles', tone: 'eagle', value: stats.eagles },
    { key: 'birdies', tone: 'birdie', value: stats.birdies },
    { key: 'pars', tone: 'par', value: stats.pars },
    { key: 'bogeys', tone: 'bogey', value: stats.bogeys },
    { key: 'doubleBogeys', tone: 'double', value: stats.doubleBogeys },
  ] as const;
}

/** The bars of the fairway accuracy chart (tee shots on par 4 and 5 with a result). */
export function fairwayBars(stats: RoundStats) {
  return [
    { key: 'left', value: stats.fairwayAccuracy.left },
    { key: 'center', value: stats.fairwayAccuracy.middle },
    { key: 'right', value: stats.fairwayAccuracy.right },
  ] as const;
}

/** Average strokes over par on par 3, 4 and 5 holes (null where none was played), rounded to 0.01. */
export function scoreByPar(stats: RoundStats) {
  const average = (part: RoundStats['par3Score']) =>
    part.count > 0 ? Math.round((part.toPar / part.count) * 100) / 100 : null;
  return [
    { key: 'par3', par: 3, value: average(stats.par3Score), count: stats.par3Score.count },
    { key: 'par4', par: 4, value: average(stats.par4Score), count: stats.par4Score.count },
    { key: 'par5', par: 5, value: average(stats.par5Score), count: stats.par5Score.count },
  ] as const;
}

/**
 * The round as the server's leaderboard reads it (packages/golf's `roundLeaderboard` input): the holes in playing
 * order from the first player's tee, each player's course handicap and team, the counted strokes.
 */
export function resultLeaderboardInput(results: GameResults): RoundLeaderboardInput {
  const teeId = results.players[0]?.teeId ?? null;
  const tees = Object.values(results.holesByTee);
  const card = (teeId ? results.holesByTee[teeId] : undefined) ?? tees.find((list) => list.length > 0) ?? [];
  const holes = results.game.courseLayout.flatMap((number) => {
    const hole = card.find((candidate) => candidate.holeNumber === number);
    return hole ? [{ number, par: hole.par, strokeIndex: hole.handicap }] : [];
  });
  const scores: Record<string, Record<number, number>> = {};
  for (const hole of holes) {
    for (const player of results.players) {
      const score = results.scores[String(hole.number)]?.[player.id]?.score;
      if (typeof score === 'number' && score > 0) (scores[player.id] ??= {})[hole.number] = score;
    }
  }
  return {
    format: results.game.format,
    useHandicaps: results.game.useHandicaps,
    scoringMode: results.game.scoringMode,
    holes,
    players: results.players,
    scores,
  };
}

/** The standing of a server leaderboard row for its format; `isNet`: strokes count net, and say so. */
export function standingOfRow(
  format: string,
  row: GameResults['leaderboard'][number],
  isNet: boolean,
): Standing {
  if (format === 'stableford') return { kind: 'points', points: row.points ?? 0 };
  if (format === 'skins') return { kind: 'skins', skins: row.skins ?? 0 };
  if (format === 'matchplay' && row.matchHolesUp !== null) {
    const holesUp = row.matchHolesUp;
    return {
      kind: 'match',
      leader: holesUp === 0 ? null : holesUp > 0,
      holesUp: Math.abs(holesUp),
      result: row.matchResult,
      outcome: row.matchOutcome,
    };
  }
  return { kind: 'toPar', toPar: row.toPar, net: isNet };
}
