import { FAIRWAY_HITS, FORMATS, HOLE_SCORE_LIMITS } from '@fairway/golf';
import { z } from 'zod';
import { PLAYERS_PER_ROUND } from './runtime/rounds';

export { PLAYERS_PER_ROUND } from './runtime/rounds';

/**
 * Rounds ("games"): setup, players, guests, preferences, live detail, score writes, results and played rounds
 * (games-and-profiles.md §3, §7). Paths are the spec's: `/game…`, `/games/{id}/preferences`, `/guests`.
 */

export const GameFormat = z.enum(FORMATS);
export const ScoringMode = z.enum(['gross', 'net']);
export const GameStatus = z.enum(['pending', 'active', 'finished']);
export type GameStatus = z.infer<typeof GameStatus>;
export const PlayerStatus = z.enum(['playing', 'finished']);
/**
 * A player's place in a round: `invited` (a registered golfer someone else added, who has not joined yet: their
 * card is kept but never counts for their handicap), `playing`, `finished`.
 */
export const GamePlayerStatus = z.enum(['invited', 'playing', 'finished']);
export type GamePlayerStatus = z.infer<typeof GamePlayerStatus>;
export const FairwayHit = z.enum(FAIRWAY_HITS as unknown as ['left', 'center', 'right']);

/** `holes`: 18 = the whole course, 0 = front nine (holes 1–9), 9 = back nine (holes 10–18). */
export const HolesSetting = z.union([z.literal(18), z.literal(0), z.literal(9)]);

/** Game preferences and their defaults (showLeaderboard, showLiveScores, showStats: true; autoAdvance: false). */
export const GamePreferences = z
  .object({
    showLeaderboard: z.boolean().default(true),
    showLiveScores: z.boolean().default(true),
    showStats: z.boolean().default(true),
    autoAdvance: z.boolean().default(false),
  })
  .meta({ id: 'GamePreferences' });
export type GamePreferences = z.infer<typeof GamePreferences>;

/**
 * The instants a round's date or a score entry may carry: years 1900 to 2999 (PostgreSQL refuses some years the
 * ISO format allows, year 0000 among them, and no golfer plays outside these).
 */
export const INSTANT_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(3000, 0, 1) } as const;
const Instant = (message: string) =>
  z.iso.datetime({ offset: true }).refine((value) => {
    const at = Date.parse(value);
    return Number.isFinite(at) && at >= INSTANT_RANGE.min && at < INSTANT_RANGE.max;
  }, message);
const EnteredAt = Instant('entered_at_out_of_range');

/** A player as the setup sends it: a user (by id) or a guest (by guest id); order is playing order. */
export const GamePlayerInput = z
  .object({
    userId: z.string().max(64).optional(),
    guestId: z.string().uuid().optional(),
    teeId: z.string().uuid().nullable().optional(),
    teamId: z.string().max(32).nullable().optional(),
  })
  .refine((player) => Boolean(player.userId) !== Boolean(player.guestId), 'player_needs_user_or_guest');

/** The setup of a round (`POST /game`, `PUT /game/{id}`). */
export const GameSetup = z
  .object({
    name: z.string().trim().max(80).default(''),
    /** When the round is played (ISO 8601). Not before today for a live round; past dates for "add a score". */
    date: Instant('date_out_of_range'),
    courseId: z.string().uuid(),
    holes: HolesSetting.default(18),
    startingHole: z.number().int().min(1).max(18).default(1),
    format: GameFormat.default('strokeplay'),
    scoringMode: ScoringMode.default('gross'),
    useHandicaps: z.boolean().default(true),
    isPrivate: z.boolean().default(false),
    countForHandicap: z.boolean().default(true),
    contests: z
      .object({ longestDrive: z.boolean().default(false), closestToPin: z.boolean().default(false) })
      .default({ longestDrive: false, closestToPin: false }),
    /** 'live' is played hole by hole now; 'recorded' enters a round already played (the "add a score" choice). */
    kind: z.enum(['live', 'recorded']).default('live'),
    players: z.array(GamePlayerInput).min(1, 'game_needs_players').max(PLAYERS_PER_ROUND, 'too_many_players'),
    preferences: GamePreferences.optional(),
  })
  .meta({ id: 'GameSetup' });
export type GameSetup = z.infer<typeof GameSetup>;
export type GameSetupInput = z.input<typeof GameSetup>;

export const CreateGameResponse = z.object({ gameId: z.string() }).meta({ id: 'CreateGameResponse' });

/** A player of a game as answered. `id` is the game player id used by scores; guests' userId is "guest-<id>". */
export const GamePlayer = z
  .object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    isGuest: z.boolean(),
    guestId: z.string().nullable(),
    handicapIndex: z.number().nullable(),
    courseHandicap: z.number().nullable(),
    teeId: z.string().nullable(),
    teeName: z.string().nullable(),
    teeColor: z.string().nullable(),
    teamId: z.string().nullable(),
    status: GamePlayerStatus,
    position: z.number().int(),
  })
  .meta({ id: 'GamePlayer' });
export type GamePlayer = z.infer<typeof GamePlayer>;

export const HoleInfo = z.object({
  holeNumber: z.number().int(),
  par: z.number().int(),
  handicap: z.number().int().nullable(),
  distance: z.number().int().nullable(),
});

/** One stored hole score. `version` grows with every applied change; `enteredAt` is the device's time. */
export const HoleScore = z
  .object({
    playerId: z.string(),
    holeNumber: z.number().int(),
    score: z.number().int().nullable(),
    putts: z.number().int().nullable(),
    waterPenalties: z.number().int().nullable(),
    obPenalties: z.number().int().nullable(),
    dropPenalties: z.number().int().nullable(),
    fairwayHit: FairwayHit.nullable(),
    enteredBy: z.string(),
    enteredAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'HoleScore' });
export type HoleScore = z.infer<typeof HoleScore>;

/** `GET /game/{id}`: everything the live screen needs (games-and-profiles.md §3 "Game detail response"). */
export const GameDetail = z
  .object({
    id: z.string(),
    game: z.object({
      name: z.string(),
      type: GameFormat,
      scoringMode: ScoringMode,
      ownerId: z.string(),
      holes: HolesSetting,
      startingHole: z.number().int(),
      date: z.string(),
      status: GameStatus,
      kind: z.enum(['live', 'recorded']),
      useHandicaps: z.boolean(),
      isPrivate: z.boolean(),
      countForHandicap: z.boolean(),
      contests: z.object({ longestDrive: z.boolean(), closestToPin: z.boolean() }),
      courseLayout: z.array(z.number().int()).describe('The hole numbers played, in playing order.'),
      version: z.number().int(),
    }),
    gps: z.boolean(),
    createdBy: z.string(),
    isOwner: z.boolean(),
    players: z.array(GamePlayer),
    /** Hole data per tee id; `holes` is the course's default tee's. */
    holesByTee: z.record(z.string(), z.array(HoleInfo)),
    holes: z.array(HoleInfo),
    /** Hole lines as {lat, lng} points, tee first, keyed by hole number (only when `gps`). */
    gpsData: z.record(z.string(), z.array(z.object({ lat: z.number(), lng: z.number() }))),
    /**
     * Length in metres of each mapped hole's line (tee to green along its vertices, packages/golf's
     * `pathLengthMeters`), keyed by hole number; the length shown where the player's tee has no distance.
     */
    holeLineLengths: z.record(z.string(), z.number().int().positive()),
    /** Scores keyed by hole number, then game player id. */
    scores: z.record(z.string(), z.record(z.string(), HoleScore)),
    course: z.object({
      id: z.string(),
      name: z.string(),
      clubId: z.string(),
      clubName: z.string(),
      clubSlug: z.string(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      thumbnail: z.string().nullable(),
      latlon: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      tees: z.array(
        z.object({
          teeId: z.string(),
          teeName: z.string(),
          teeColor: z.string().nullable(),
          totalDistance: z.number().nullable(),
          courseCr: z.number().nullable(),
          courseSlope: z.number().nullable(),
          rated: z.boolean(),
        }),
      ),
    }),
    preferences: GamePreferences,
  })
  .meta({ id: 'GameDetail' });
export type GameDetail = z.infer<typeof GameDetail>;

/** `GET /game/pending`: the actor's unfinished rounds, most recently updated first. */
export const PendingGame = z
  .object({
    id: z.string(),
    name: z.string(),
    status: GameStatus,
    date: z.string(),
    courseName: z.string(),
    clubName: z.string(),
    ownerId: z.string(),
    /** Whether the signed-in golfer is only invited to it (someone else added them; Join or Decline). */
    invited: z.boolean(),
    players: z.array(z.object({ userId: z.string(), name: z.string(), avatar: z.string().nullable() })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PendingGame' });
export type PendingGame = z.infer<typeof PendingGame>;
export const PendingGames = z.array(PendingGame);

const ScoreFields = {
  score: z.number().int().min(0).max(HOLE_SCORE_LIMITS.maxScore, 'score_out_of_range').nullable().optional(),
  putts: z.number().int().min(0).max(HOLE_SCORE_LIMITS.maxPutts, 'putts_out_of_range').nullable().optional(),
  waterPenalties: z.number().int().min(0).max(9, 'water_penalties_out_of_range').nullable().optional(),
  obPenalties: z.number().int().min(0).max(9, 'ob_penalties_out_of_range').nullable().optional(),
  dropPenalties: z.number().int().min(0).max(9, 'drop_penalties_out_of_range').nullable().optional(),
  fairwayHit: FairwayHit.nullable().optional(),
  /**
   * When the entry was made on the device (ISO 8601, years 1900 to 2999); the later entry wins a conflict.
   * Defaults to now.
   */
  enteredAt: EnteredAt.optional(),
};

/** `PUT /game/{id}/score`. */
export const PutScoreBody = z
  .object({
    holeNumber: z.number().int().min(1).max(18),
    playerId: z.string().uuid(),
    scoreData: z.object(ScoreFields),
  })
  .meta({ id: 'PutScoreBody' });
export type PutScoreBody = z.infer<typeof PutScoreBody>;

/** `POST /game/{id}/scores`: the offline queue's flush, one entry per call. */
export const PostScoreBody = z
  .object({ holeNumber: z.number().int().min(1).max(18), playerId: z.string().uuid(), ...ScoreFields })
  .meta({ id: 'PostScoreBody' });
export type PostScoreBody = z.infer<typeof PostScoreBody>;

/** The answer to a score write: the stored record, and whether this entry was applied or a newer one kept. */
export const ScoreWriteResponse = z
  .object({ applied: z.boolean(), score: HoleScore })
  .meta({ id: 'ScoreWriteResponse' });
export type ScoreWriteResponse = z.infer<typeof ScoreWriteResponse>;

/** A replaced or superseded value of a hole score. */
export const HoleScoreHistoryEntry = z
  .object({
    playerId: z.string(),
    holeNumber: z.number().int(),
    score: z.number().int().nullable(),
    putts: z.number().int().nullable(),
    enteredBy: z.string(),
    enteredAt: z.string(),
    outcome: z.enum(['replaced', 'superseded']),
    recordedAt: z.string(),
  })
  .meta({ id: 'HoleScoreHistoryEntry' });

export const PlayerStatusBody = z.object({ status: PlayerStatus }).meta({ id: 'PlayerStatusBody' });

/**
 * `PUT /game/{id}/holes`: an 18-hole round stopped after a complete nine is recorded as that nine (0 = front,
 * 9 = back): its holes, par and handicaps become the nine's; scores elsewhere stay stored but no longer count.
 */
export const RecordNineBody = z
  .object({ holes: z.union([z.literal(0), z.literal(9)], { error: 'nine_not_complete' }) })
  .meta({ id: 'RecordNineBody' });
export type RecordNineBody = z.infer<typeof RecordNineBody>;

/** The round's holes once recorded as a nine. */
export const RecordNineResponse = z
  .object({ holes: HolesSetting, courseLayout: z.array(z.number().int()) })
  .meta({ id: 'RecordNineResponse' });
export type RecordNineResponse = z.infer<typeof RecordNineResponse>;

/** A guest: a player without an account, owned by the user who created it. */
export const Guest = z
  .object({
    id: z.string(),
    name: z.string(),
    handicap: z.number(),
    email: z.string().nullable(),
  })
  .meta({ id: 'Guest' });
export type Guest = z.infer<typeof Guest>;
export const CreateGuestBody = z
  .object({
    name: z.string({ error: 'guest_name_required' }).trim().min(1, 'guest_name_required').max(50),
    handicap: z.number().min(-10, 'invalid_handicap').max(54, 'invalid_handicap').default(0),
    email: z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invalid_email')
      .nullable()
      .optional(),
  })
  .meta({ id: 'CreateGuestBody' });

/** `GET /game/{id}/results`: the round for the result page and for sharing. */
export const GameResults = z
  .object({
    game: z.object({
      id: z.string(),
      name: z.string(),
      clubName: z.string(),
      courseName: z.string(),
      date: z.string(),
      status: GameStatus,
      format: GameFormat,
      scoringMode: ScoringMode,
      holes: HolesSetting,
      useHandicaps: z.boolean(),
      courseLayout: z.array(z.number().int()).describe('The hole numbers played, in playing order.'),
    }),
    players: z.array(
      GamePlayer.extend({
        totalScore: z.number().int(),
        toPar: z.number().int(),
        thru: z.number().int(),
      }),
    ),
    holesByTee: z.record(z.string(), z.array(HoleInfo)),
    totalPar: z.number().int(),
    scores: z.record(z.string(), z.record(z.string(), HoleScore)),
    leaderboard: z.array(
      z.object({
        id: z.string(),
        playerIds: z.array(z.string()),
        position: z.number().int().nullable(),
        tied: z.boolean(),
        thru: z.number().int(),
        gross: z.number(),
        net: z.number(),
        toPar: z.number(),
        points: z.number().nullable(),
        skins: z.number().nullable(),
        matchResult: z.string().nullable(),
        /** Match play: won, lost or halved by this row's side once over, else null. */
        matchOutcome: z.enum(['won', 'lost', 'halved']).nullable(),
        /** Match play: holes this row's side is up (negative: down); null in other formats. */
        matchHolesUp: z.number().int().nullable(),
      }),
    ),
    winnerId: z.string().nullable(),
  })
  .meta({ id: 'GameResults' });
export type GameResults = z.infer<typeof GameResults>;

/** `GET /profile/{userId}/games`: one played round in a golfer's list (STK PLAY shown for strokeplay). */
export const PlayedGame = z
  .object({
    id: z.string(),
    date: z.string(),
    clubName: z.string(),
    courseName: z.string(),
    holes: z.number().int(),
    format: GameFormat,
    /** Strokes over the holes of the round the golfer scored. */
    score: z.number().int(),
    /** `score` minus the par of those holes. */
    scoreDiff: z.number().int(),
    status: GameStatus,
    /** Holes of the round the golfer has a score on (at most `holes`): a hole not scored is not played. */
    holesPlayed: z.number().int(),
    /** Net strokes minus par of the holes scored when the round counts handicap strokes; else null. */
    netDiff: z.number().int().nullable(),
    /** Stableford points (stableford only). */
    points: z.number().int().nullable(),
    /** Match play: the golfer's side's match, won, lost or halved with its result ("3&2"), or its state. */
    match: z
      .object({
        outcome: z.enum(['won', 'lost', 'halved']).nullable(),
        holesUp: z.number().int(),
        result: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PlayedGame' });
export type PlayedGame = z.infer<typeof PlayedGame>;
export const PlayedGames = z.array(PlayedGame);

/** One score of a golfer's World Handicap System scoring record: a finished round that counts for handicap. */
export const HandicapRecord = z
  .object({
    gameId: z.string(),
    /** When the round was played (ISO 8601). */
    date: z.string(),
    holes: z.number().int(),
    /** Gross score with each hole capped at net double bogey. */
    adjustedGrossScore: z.number().int(),
    courseRating: z.number(),
    slopeRating: z.number().int(),
    /** (113 / slope) × (adjusted gross score − course rating), one decimal. */
    differential: z.number(),
    /**
     * Strokes that exceptional scores (WHS rule 5.9) take off this differential in the computed index: 0, or -1 or
     * -2 per exceptional score among this one and the 19 after it.
     */
    exceptionalReduction: z.number(),
    /** The differential as the index uses it: with the exceptional reductions applied. */
    usedDifferential: z.number(),
    /** One of the most recent 20 scores. */
    inWindow: z.boolean(),
    /** One of the lowest differentials of the window: it counts in the index. */
    counts: z.boolean(),
    /** Where it was played (null when the course is gone). */
    clubName: z.string().nullable(),
    courseName: z.string().nullable(),
    teeName: z.string().nullable(),
    /** The tee had no ratings: the differential used CR = par and slope 113. */
    unrated: z.boolean(),
  })
  .meta({ id: 'HandicapRecord' });
export type HandicapRecord = z.infer<typeof HandicapRecord>;

/**
 * `GET /handicap/{userId}`: the handicap a golfer plays off (`handicapIndex`, the profile's handicap) and where
 * it comes from: `computed` once 3 rounds count (the profile's handicap is then kept equal to `computedIndex`),
 * `declared` (the golfer's own value) before. `records`, newest first, holds every record for the golfer
 * themselves and, for anyone else, only those of rounds that are not private.
 */
export const HandicapSummary = z
  .object({
    userId: z.string(),
    handicapIndex: z.number().nullable(),
    source: z.enum(['computed', 'declared']),
    computedIndex: z.number().nullable(),
    lowHandicapIndex: z.number().nullable(),
    /** How many rounds count towards the computed index (all of them, private or not). */
    scoreCount: z.number().int(),
    records: z.array(HandicapRecord),
    /**
     * How the computed index comes about (null under 3 records): the row of WHS table 5.2a (scores in the
     * window, how many lowest count, the adjustment), the index before capping, and the cap that applied.
     */
    calculation: z
      .object({
        scores: z.number().int(),
        lowest: z.number().int(),
        adjustment: z.number(),
        uncappedIndex: z.number(),
        cap: z.enum(['none', 'soft', 'hard']),
      })
      .nullable(),
    /** The computed index after each round of `records` (oldest first), for the chart. */
    history: z.array(z.object({ date: z.string(), index: z.number() })),
  })
  .meta({ id: 'HandicapSummary' });
export type HandicapSummary = z.infer<typeof HandicapSummary>;
