import type {
  GameDetail,
  GamePlayer,
  GamePreferences,
  GameResults,
  GameSetup,
  HoleScore,
  PlayedGame,
  RealtimeEvent,
  ScoreWriteResponse,
} from '@fairway/contract';
import { topicOf } from '@fairway/contract';
import {
  DEFAULT_HANDICAP,
  courseHandicap,
  defaultTee,
  holesInPlay,
  leaderboard,
  validateHoleScore,
} from '@fairway/golf';
import type { GameFormat, HoleScoreViolation, LeaderboardRow } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import type {
  CourseBundle,
  GamePlayerRow,
  GameRow,
  GamesRepository,
  NewGamePlayerRow,
  ScoreRow,
  ScoreValues,
} from './games.repository';
import type { HandicapService } from './handicap.service';

/** The widest offset from UTC (+14 h): "not before today" is checked against the earliest today anywhere. */
const TODAY_TOLERANCE_MS = 14 * 60 * 60 * 1000;
/** A device clock ahead of the server by more than this is not believed (its entries would win every conflict). */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
const GUEST_PREFIX = 'guest-';

/** The score field each rule of `validateHoleScore` is about. */
const VIOLATION_FIELDS: Record<HoleScoreViolation, keyof ScoreValues> = {
  score_out_of_range: 'score',
  putts_out_of_range: 'putts',
  putts_not_below_score: 'putts',
  water_penalties_out_of_range: 'waterPenalties',
  ob_penalties_out_of_range: 'obPenalties',
  drop_penalties_out_of_range: 'dropPenalties',
  fairway_invalid: 'fairwayHit',
  fairway_on_par_three: 'fairwayHit',
};

const DEFAULT_PREFERENCES: GamePreferences = {
  showLeaderboard: true,
  showLiveScores: true,
  showStats: true,
  autoAdvance: false,
};

function startOfUtcDay(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** The hole numbers of a round in playing order, starting at `startingHole` when it is one of them. */
export function courseLayout(holesSetting: number, startingHole: number, courseHoles: number): number[] {
  const holes = holesInPlay(holesSetting).filter((hole) => hole <= courseHoles);
  const start = holes.indexOf(startingHole);
  return start <= 0 ? holes : [...holes.slice(start), ...holes.slice(0, start)];
}

function toScore(row: ScoreRow): HoleScore {
  return {
    playerId: row.playerId,
    holeNumber: row.holeNumber,
    score: row.score,
    putts: row.putts,
    waterPenalties: row.waterPenalties,
    obPenalties: row.obPenalties,
    dropPenalties: row.dropPenalties,
    fairwayHit: row.fairwayHit,
    enteredBy: row.enteredBy,
    enteredAt: row.enteredAt.toISOString(),
    version: row.version,
  };
}

/** The golfers (users, not guests) among a round's players. */
function golferIdsOf(players: readonly { userId?: string | null }[]): string[] {
  return players.flatMap((player) => (player.userId ? [player.userId] : []));
}

/** Hole data of one tee: number, par, stroke index, distance. */
function holesOfTee(bundle: CourseBundle, teeId: string) {
  return bundle.teeHoles
    .filter((hole) => hole.teeId === teeId)
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((hole) => ({
      holeNumber: hole.holeNumber,
      par: hole.par,
      handicap: hole.handicap,
      distance: hole.distance,
    }));
}

/**
 * Rounds: who may see and change them, their setup rules, and the scores. Players of a game read it and
 * score for any player (entered_by records who); only the owner changes settings or deletes it.
 */
export function createGamesService(deps: {
  repository: GamesRepository;
  hub: Hub;
  handicap: Pick<HandicapService, 'syncGame' | 'usersWithRecordsOf' | 'recompute'>;
  now?: () => Date;
}) {
  const { repository, hub, handicap } = deps;
  const now = deps.now ?? (() => new Date());

  async function gameOrThrow(id: string): Promise<GameRow> {
    const game = await repository.findGame(id);
    if (!game) throw new AppError('game_not_found', 404, 'No such game');
    return game;
  }

  /** The game, when the actor plays in it; 404 when it does not exist, 403 when the actor is not a player. */
  async function gameForPlayer(actor: Actor, id: string): Promise<GameRow> {
    const game = await gameOrThrow(id);
    if (!(await repository.isPlayer(game.id, actor.userId))) {
      throw new AppError('forbidden', 403, 'You are not a player of this game');
    }
    return game;
  }

  async function gameForOwner(actor: Actor, id: string): Promise<GameRow> {
    const game = await gameForPlayer(actor, id);
    if (game.ownerId !== actor.userId)
      throw new AppError('forbidden', 403, 'Only the owner of the game can do this');
    return game;
  }

  async function courseOrThrow(courseId: string): Promise<CourseBundle> {
    const bundle = await repository.loadCourse(courseId);
    if (!bundle) throw new AppError('course_not_found', 404, 'No such course', 'body.courseId');
    return bundle;
  }

  async function publishGame(game: GameRow): Promise<void> {
    await hub.publish(topicOf.game(game.id), {
      name: 'game.updated',
      data: { gameId: game.id, version: game.version },
    });
  }

  /**
   * Publishes `event` on the own topic of each golfer of `userIds`, once each, but the actor's: the actor is never
   * told about their own change; guests have no topic. Called after the change is committed, so what the golfers
   * fetch on hearing it is the change's result.
   */
  async function tellGolfers(actor: Actor, userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    const told = [...new Set(userIds)].filter((userId) => userId !== actor.userId);
    await Promise.all(told.map((userId) => hub.publish(topicOf.user(userId), event)));
  }

  /**
   * Tells each golfer added to a round, on their own topic, that they are in it: an invitation while the round
   * is pending, a round to resume once it is active.
   */
  async function publishPlayersAdded(actor: Actor, game: GameRow, userIds: readonly string[]): Promise<void> {
    await tellGolfers(actor, userIds, {
      name: 'game.player.added',
      data: { gameId: game.id, status: game.status },
    });
  }

  /**
   * Tells each golfer taken out of a round (by a setup change, or with the round deleted), on their own topic, so
   * an invitation, a resume sheet or a live screen of it goes away.
   */
  async function publishPlayersRemoved(
    actor: Actor,
    gameId: string,
    userIds: readonly string[],
  ): Promise<void> {
    await tellGolfers(actor, userIds, { name: 'game.player.removed', data: { gameId } });
  }

  /**
   * Checks the setup against the rules and the course, and resolves its players (names, handicaps, tees).
   * `previous` is the stored round when the setup changes: "not before today" is checked whenever the date
   * (or the kind of round) changes, so a round kept on its own date can still be edited after that day.
   */
  async function resolveSetup(
    actor: Actor,
    setup: GameSetup,
    bundle: CourseBundle,
    previous: GameRow | null,
  ) {
    const date = new Date(setup.date);
    const isDateChanged =
      previous === null || previous.playedAt.getTime() !== date.getTime() || previous.kind !== setup.kind;
    if (
      setup.kind === 'live' &&
      isDateChanged &&
      date.getTime() < startOfUtcDay(now()) - TODAY_TOLERANCE_MS
    ) {
      throw new AppError('game_date_in_past', 400, 'A round cannot be set before today', 'body.date');
    }
    if (setup.kind === 'recorded' && date.getTime() > now().getTime() + TODAY_TOLERANCE_MS) {
      throw new AppError(
        'game_date_in_past',
        400,
        'A recorded round must have been played already',
        'body.date',
      );
    }
    if (bundle.course.holes < 18 && setup.holes !== 0) {
      throw new AppError(
        'holes_not_on_course',
        400,
        'This course has 9 holes: play the front nine',
        'body.holes',
      );
    }
    const layout = courseLayout(setup.holes, setup.startingHole, bundle.course.holes);
    if (!layout.includes(setup.startingHole)) {
      throw new AppError(
        'hole_not_in_game',
        400,
        'The starting hole is not among the holes played',
        'body.startingHole',
      );
    }

    const userIds = setup.players.flatMap((player) => (player.userId ? [player.userId] : []));
    const guestIds = setup.players.flatMap((player) => (player.guestId ? [player.guestId] : []));
    if (new Set(userIds).size !== userIds.length || new Set(guestIds).size !== guestIds.length) {
      throw new AppError('duplicate_player', 400, 'A player is listed twice', 'body.players');
    }
    if (!userIds.includes(actor.userId)) {
      throw new AppError('validation_error', 400, 'The creator of a game plays in it', 'body.players');
    }
    const [people, ownGuests] = await Promise.all([
      repository.profilesOf(userIds),
      repository.guestsOwnedBy(actor.userId, guestIds),
    ]);
    const teeIds = new Set(bundle.tees.map((tee) => tee.id));
    const fallbackTee = defaultTee(bundle.tees.map((tee) => ({ ...tee, teeColor: tee.color ?? tee.name })));

    return setup.players.map((input, position): NewGamePlayerRow => {
      if (input.teeId && !teeIds.has(input.teeId)) {
        throw new AppError(
          'validation_error',
          400,
          'This tee is not on the course',
          `body.players.${position}.teeId`,
        );
      }
      const teeId = input.teeId ?? fallbackTee?.id ?? null;
      if (input.userId) {
        const person = people.find((candidate) => candidate.userId === input.userId);
        if (!person)
          throw new AppError(
            'player_not_found',
            404,
            'No golfer with this id',
            `body.players.${position}.userId`,
          );
        return {
          userId: input.userId,
          guestId: null,
          position,
          name: `${person.firstName} ${person.lastName}`.trim(),
          imageUrl: person.imageUrl,
          handicapIndex: person.handicap,
          teeId,
          teamId: input.teamId ?? null,
        };
      }
      const guest = ownGuests.find((candidate) => candidate.id === input.guestId);
      if (!guest)
        throw new AppError(
          'guest_not_found',
          404,
          'No guest of yours with this id',
          `body.players.${position}.guestId`,
        );
      return {
        userId: null,
        guestId: guest.id,
        position,
        name: guest.name,
        imageUrl: null,
        handicapIndex: guest.handicap,
        teeId,
        teamId: input.teamId ?? null,
      };
    });
  }

  function setupFields(setup: GameSetup) {
    return {
      name: setup.name,
      playedAt: new Date(setup.date),
      courseId: setup.courseId,
      holesSetting: setup.holes,
      startingHole: setup.startingHole,
      format: setup.format,
      scoringMode: setup.scoringMode,
      useHandicaps: setup.useHandicaps,
      isPrivate: setup.isPrivate,
      countForHandicap: setup.countForHandicap,
      contests: setup.contests,
      kind: setup.kind,
    };
  }

  /**
   * Course handicap of a player on their tee for the holes played (unrated tees: CR = par, slope = 113). A
   * player with no handicap plays off the default (54), the value the app shows for them.
   */
  function playerCourseHandicap(
    game: GameRow,
    player: GamePlayerRow,
    bundle: CourseBundle,
    layout: number[],
  ): number | null {
    if (!game.useHandicaps) return null;
    const handicapIndex = player.handicapIndex ?? DEFAULT_HANDICAP;
    const tee = bundle.tees.find((candidate) => candidate.id === player.teeId) ?? bundle.tees[0];
    const holes = tee ? holesOfTee(bundle, tee.id).filter((hole) => layout.includes(hole.holeNumber)) : [];
    const par = holes.reduce((sum, hole) => sum + hole.par, 0);
    const isNine = layout.length <= 9;
    const index = isNine ? handicapIndex / 2 : handicapIndex;
    const rating = tee?.courseRating ?? null;
    const slope = tee?.slopeRating ?? null;
    const courseRating = rating === null ? par : isNine && bundle.course.holes >= 18 ? rating / 2 : rating;
    return courseHandicap({ handicapIndex: index, slopeRating: slope ?? 113, courseRating, par });
  }

  function toPlayer(game: GameRow, row: GamePlayerRow, bundle: CourseBundle, layout: number[]): GamePlayer {
    const tee = bundle.tees.find((candidate) => candidate.id === row.teeId) ?? null;
    const ch = playerCourseHandicap(game, row, bundle, layout);
    return {
      id: row.id,
      userId: row.userId ?? `${GUEST_PREFIX}${row.guestId ?? 'removed'}`,
      name: row.name,
      avatar: row.imageUrl,
      isGuest: row.userId === null,
      guestId: row.guestId,
      handicapIndex: row.handicapIndex,
      courseHandicap: ch === null ? null : Math.round(ch * 10) / 10,
      teeId: row.teeId,
      teeName: tee?.name ?? null,
      teeColor: tee?.color ?? null,
      teamId: row.teamId,
      status: row.status,
      position: row.position,
    };
  }

  function leaderboardOf(
    game: GameRow,
    players: GamePlayerRow[],
    scores: ScoreRow[],
    bundle: CourseBundle,
  ): LeaderboardRow[] {
    const layout = courseLayout(game.holesSetting, game.startingHole, bundle.course.holes);
    const referenceTee = bundle.tees.find((tee) => tee.id === players[0]?.teeId) ?? bundle.tees[0];
    const holeData = referenceTee ? holesOfTee(bundle, referenceTee.id) : [];
    const holes = layout.flatMap((number) => {
      const hole = holeData.find((candidate) => candidate.holeNumber === number);
      return hole ? [{ number, par: hole.par, strokeIndex: hole.handicap ?? number }] : [];
    });
    const strokeIndexes = holes.map((hole) => hole.strokeIndex);
    // Stroke indexes must be a permutation for handicap strokes; incomplete data falls back to hole order.
    const validIndexes = new Set(strokeIndexes).size === strokeIndexes.length;
    const safeHoles = validIndexes ? holes : holes.map((hole, i) => ({ ...hole, strokeIndex: i + 1 }));
    const byPlayer: Record<string, Record<number, number | null>> = {};
    for (const score of scores) (byPlayer[score.playerId] ??= {})[score.holeNumber] = score.score;
    return leaderboard(game.format as GameFormat, {
      holes: safeHoles,
      players: players.map((player) => ({
        id: player.id,
        courseHandicap: playerCourseHandicap(game, player, bundle, layout) ?? 0,
        ...(player.teamId ? { teamId: player.teamId } : {}),
      })),
      scores: byPlayer,
      scoringMode:
        game.useHandicaps && (game.format !== 'strokeplay' || game.scoringMode === 'net') ? 'net' : 'gross',
    });
  }

  function holesByTee(bundle: CourseBundle) {
    return Object.fromEntries(bundle.tees.map((tee) => [tee.id, holesOfTee(bundle, tee.id)]));
  }

  function scoresByHole(rows: ScoreRow[]): Record<string, Record<string, HoleScore>> {
    const result: Record<string, Record<string, HoleScore>> = {};
    for (const row of rows) (result[String(row.holeNumber)] ??= {})[row.playerId] = toScore(row);
    return result;
  }

  return {
    /** Creates a round, status pending, with the actor as owner and first player. */
    async create(actor: Actor, setup: GameSetup): Promise<{ gameId: string }> {
      const bundle = await courseOrThrow(setup.courseId);
      const players = await resolveSetup(actor, setup, bundle, null);
      const game = await repository.createGame(
        {
          ...setupFields(setup),
          ownerId: actor.userId,
          preferences: setup.preferences ?? DEFAULT_PREFERENCES,
          status: 'pending',
        },
        players,
      );
      await publishPlayersAdded(actor, game, golferIdsOf(players));
      return { gameId: game.id };
    },

    /** Replaces the setup (owner only). Players kept keep their scores; the course stays once scores exist. */
    async update(actor: Actor, id: string, setup: GameSetup): Promise<GameDetail> {
      const game = await gameForOwner(actor, id);
      if (setup.courseId !== game.courseId && (await repository.hasScores(game.id))) {
        throw new AppError(
          'conflict',
          409,
          'The course cannot change once scores are entered',
          'body.courseId',
        );
      }
      const bundle = await courseOrThrow(setup.courseId);
      const players = await resolveSetup(actor, setup, bundle, game);
      const {
        game: updated,
        addedUserIds,
        removedUserIds,
      } = await repository.updateGame(
        game.id,
        {
          ...setupFields(setup),
          ...(setup.preferences ? { preferences: setup.preferences } : {}),
        },
        players,
      );
      // a finished round's records follow its players, tees, date and whether it counts
      await handicap.syncGame(game.id);
      await publishGame(updated);
      await publishPlayersAdded(actor, updated, addedUserIds);
      await publishPlayersRemoved(actor, game.id, removedUserIds);
      return this.detail(actor, game.id);
    },

    /**
     * The actor declines a round they were added to: they leave its players while it is still pending (a round
     * with a score, or finished, is theirs to finish; 409). Only for oneself (the actor comes from the session),
     * never for the owner, who deletes the round instead (403). The other players' screens refetch the round.
     */
    async decline(actor: Actor, id: string): Promise<void> {
      const game = await gameForPlayer(actor, id);
      if (game.ownerId === actor.userId) {
        throw new AppError(
          'game_owner_cannot_decline',
          403,
          'The organiser of a round deletes it instead of declining it',
        );
      }
      const refuseStarted = (status: GameRow['status']) =>
        status === 'finished'
          ? new AppError('game_finished', 409, 'This round is finished')
          : new AppError('game_already_started', 409, 'This round has started: it can no longer be declined');
      if (game.status !== 'pending') throw refuseStarted(game.status);
      const updated = await repository.removePendingPlayer(game.id, actor.userId);
      // the first score arrived between the check and the lock
      if (!updated) throw refuseStarted((await gameOrThrow(game.id)).status);
      await publishGame(updated);
    },

    /** Deletes a round with its scores (owner only); each other golfer of it hears so on their own topic. */
    async remove(actor: Actor, id: string): Promise<void> {
      const game = await gameForOwner(actor, id);
      const [golfersWithRecords, players] = await Promise.all([
        handicap.usersWithRecordsOf(game.id),
        repository.playersOf(game.id),
      ]);
      await repository.deleteGame(game.id);
      // the records went with the round (cascade): their golfers' indexes change
      await handicap.recompute(golfersWithRecords);
      await publishGame({ ...game, version: game.version + 1 });
      await publishPlayersRemoved(actor, game.id, golferIdsOf(players));
    },

    /** Everything the live screen needs; players only. */
    async detail(actor: Actor, id: string): Promise<GameDetail> {
      const game = await gameForPlayer(actor, id);
      const [bundle, players, scores] = await Promise.all([
        repository.loadCourse(game.courseId),
        repository.playersOf(game.id),
        repository.scoresOf(game.id),
      ]);
      if (!bundle) throw new AppError('game_not_found', 404, 'The course of this game is gone');
      const layout = courseLayout(game.holesSetting, game.startingHole, bundle.course.holes);
      const tees = holesByTee(bundle);
      const firstTee = fallbackTeeId(bundle);
      return {
        id: game.id,
        game: {
          name: game.name,
          type: game.format as GameFormat,
          scoringMode: game.scoringMode,
          ownerId: game.ownerId,
          holes: game.holesSetting as 0 | 9 | 18,
          startingHole: game.startingHole,
          date: game.playedAt.toISOString(),
          status: game.status,
          kind: game.kind,
          useHandicaps: game.useHandicaps,
          isPrivate: game.isPrivate,
          countForHandicap: game.countForHandicap,
          contests: game.contests,
          courseLayout: layout,
          version: game.version,
        },
        gps: bundle.geometry.length > 0,
        createdBy: game.ownerId,
        isOwner: game.ownerId === actor.userId,
        players: players.map((player) => toPlayer(game, player, bundle, layout)),
        holesByTee: tees,
        holes: firstTee ? (tees[firstTee] ?? []) : [],
        gpsData: Object.fromEntries(
          bundle.geometry.map((hole) => [
            String(hole.holeNumber),
            hole.line.map(([lng, lat]) => ({ lat, lng })),
          ]),
        ),
        scores: scoresByHole(scores),
        course: {
          id: bundle.course.id,
          name: bundle.course.name,
          clubId: bundle.club.id,
          clubName: bundle.club.name,
          clubSlug: bundle.club.slug,
          city: bundle.club.city,
          country: bundle.club.country,
          phone: bundle.club.phone,
          website: bundle.club.websiteUrl,
          thumbnail: bundle.club.thumbnail,
          latlon:
            bundle.club.latitude !== null && bundle.club.longitude !== null
              ? { lat: bundle.club.latitude, lng: bundle.club.longitude }
              : null,
          tees: bundle.tees.map((tee) => ({
            teeId: tee.id,
            teeName: tee.name,
            teeColor: tee.color,
            totalDistance: tee.totalDistance,
            courseCr: tee.courseRating,
            courseSlope: tee.slopeRating,
            rated: tee.courseRating !== null && tee.slopeRating !== null,
          })),
        },
        preferences: { ...DEFAULT_PREFERENCES, ...game.preferences },
      };
    },

    /** The actor's unfinished rounds, most recently updated first. */
    async pending(actor: Actor) {
      const rows = await repository.pendingGamesOf(actor.userId);
      return Promise.all(
        rows.map(async ({ game, courseName, clubName }) => ({
          id: game.id,
          name: game.name,
          status: game.status,
          date: game.playedAt.toISOString(),
          courseName,
          clubName,
          ownerId: game.ownerId,
          players: (await repository.playersOf(game.id)).map((player) => ({
            userId: player.userId ?? `${GUEST_PREFIX}${player.guestId ?? 'removed'}`,
            name: player.name,
            avatar: player.imageUrl,
          })),
          createdAt: game.createdAt.toISOString(),
          updatedAt: game.updatedAt.toISOString(),
        })),
      );
    },

    /**
     * Sets the actor's own player status; when every golfer (not guests) has finished, the game finishes. When the
     * round's status changes so (finished, or reopened), the other golfers hear it on their own topic.
     */
    async setPlayerStatus(actor: Actor, id: string, status: 'playing' | 'finished') {
      const game = await gameForPlayer(actor, id);
      const players = await repository.playersOf(game.id);
      const own = players.find((player) => player.userId === actor.userId);
      if (!own) throw new AppError('forbidden', 403, 'You are not a player of this game');
      await repository.setPlayerStatus([own.id], status);
      const golfersDone = players
        .filter((player) => player.userId !== null)
        .every((player) => (player.id === own.id ? status : player.status) === 'finished');
      let next: GameRow['status'] = game.status;
      if (golfersDone) {
        await repository.setPlayerStatus(
          players.filter((player) => player.userId === null).map((player) => player.id),
          'finished',
        );
        next = 'finished';
      } else if (game.status === 'finished') {
        next = 'active';
      }
      const updated = await repository.patchGame(game.id, { status: next });
      // finishing writes the round's handicap records; reopening removes them until it finishes again
      await handicap.syncGame(game.id);
      await publishGame(updated);
      if (updated.status !== game.status) {
        await tellGolfers(actor, golferIdsOf(players), {
          name: 'game.status.changed',
          data: { gameId: game.id, status: updated.status },
        });
      }
      return { status, gameStatus: updated.status };
    },

    /** Changes what the live screen shows and does (owner only). */
    async setPreferences(actor: Actor, id: string, preferences: GamePreferences): Promise<GamePreferences> {
      const game = await gameForOwner(actor, id);
      const updated = await repository.patchGame(game.id, { preferences });
      await publishGame(updated);
      return { ...DEFAULT_PREFERENCES, ...updated.preferences };
    },

    /**
     * Writes one hole score for any player of the game (the actor must play in it; `entered_by` records who).
     * Validated by the score rules for the hole's par; idempotent; an older entry never replaces a newer one.
     */
    async writeScore(
      actor: Actor,
      id: string,
      input: {
        playerId: string;
        holeNumber: number;
        values: ScoreValues;
        enteredAt?: string;
        /** Where the score fields sit in the request, so an error names the field ('body.scoreData'). */
        fieldPrefix?: string;
      },
    ): Promise<ScoreWriteResponse> {
      // The hot path of a live round: one query for the game, the actor's and the player's place in it, the
      // hole's par and the course's size; the whole course is read only for a player without a tee.
      const target = await repository.scoreTarget(id, actor.userId, input.playerId, input.holeNumber);
      if (!target) throw new AppError('game_not_found', 404, 'No such game');
      const { game, player } = target;
      if (!target.isPlayer) throw new AppError('forbidden', 403, 'You are not a player of this game');
      if (!player)
        throw new AppError('player_not_found', 404, 'This player is not in the game', 'body.playerId');
      const layout = courseLayout(game.holesSetting, game.startingHole, target.courseHoles);
      if (!layout.includes(input.holeNumber)) {
        throw new AppError(
          'hole_not_in_game',
          400,
          'This hole is not played in this round',
          'body.holeNumber',
        );
      }
      let teeId = player.teeId;
      let par = player.par;
      if (!teeId) {
        const bundle = await repository.loadCourse(game.courseId);
        teeId = bundle ? fallbackTeeId(bundle) : null;
        if (teeId) par = await repository.parOf(teeId, input.holeNumber);
      }
      par ??= 4;
      const violations = validateHoleScore(input.values, par);
      const first = violations[0];
      if (first) {
        throw new AppError(
          first,
          400,
          `Invalid score: ${violations.join(', ')}`,
          `${input.fieldPrefix ?? 'body'}.${VIOLATION_FIELDS[first]}`,
        );
      }

      const clientTime = input.enteredAt ? new Date(input.enteredAt) : now();
      const latest = now().getTime() + MAX_CLOCK_AHEAD_MS;
      const enteredAt = clientTime.getTime() > latest ? now() : clientTime;
      const result = await repository.upsertScore({
        gameId: game.id,
        playerId: player.id,
        holeNumber: input.holeNumber,
        teeId,
        values: input.values,
        enteredBy: actor.userId,
        enteredAt,
        // the statement sends `score.saved` to the round's topic itself, with its own commit
        announce: hub.envelope(topicOf.game(game.id), 'score.saved'),
      });
      if (result.applied) {
        if (game.status === 'pending')
          await publishGame(await repository.patchGame(game.id, { status: 'active' }));
        // a correction after the round finished changes its handicap records
        if (game.status === 'finished') await handicap.syncGame(game.id);
      }
      return { applied: result.applied, score: toScore(result.row) };
    },

    /** Replaced and superseded values of the game's scores, oldest first; players only. */
    async history(actor: Actor, id: string) {
      const game = await gameForPlayer(actor, id);
      const rows = await repository.historyOf(game.id);
      return rows.map((row) => ({
        playerId: row.playerId,
        holeNumber: row.holeNumber,
        score: row.values.score,
        putts: row.values.putts,
        enteredBy: row.enteredBy,
        enteredAt: row.enteredAt.toISOString(),
        outcome: row.outcome,
        recordedAt: row.recordedAt.toISOString(),
      }));
    },

    /**
     * The result of a round: players read it at any time; other signed-in golfers only when the round is
     * finished and not private.
     */
    async results(actor: Actor, id: string): Promise<GameResults> {
      const game = await gameOrThrow(id);
      const isPlayer = await repository.isPlayer(game.id, actor.userId);
      if (!isPlayer && (game.isPrivate || game.status !== 'finished')) {
        throw new AppError('forbidden', 403, 'This round is not shared');
      }
      const [bundle, players, scores] = await Promise.all([
        repository.loadCourse(game.courseId),
        repository.playersOf(game.id),
        repository.scoresOf(game.id),
      ]);
      if (!bundle) throw new AppError('game_not_found', 404, 'The course of this game is gone');
      const layout = courseLayout(game.holesSetting, game.startingHole, bundle.course.holes);
      const tees = holesByTee(bundle);
      const board = leaderboardOf(game, players, scores, bundle);
      const parOf = (teeId: string | null, hole: number) =>
        (tees[teeId ?? fallbackTeeId(bundle) ?? ''] ?? []).find((candidate) => candidate.holeNumber === hole)
          ?.par ?? 0;
      const totals = players.map((player) => {
        const own = scores.filter(
          (score) =>
            score.playerId === player.id && (score.score ?? 0) > 0 && layout.includes(score.holeNumber),
        );
        const totalScore = own.reduce((sum, score) => sum + (score.score ?? 0), 0);
        const par = own.reduce((sum, score) => sum + parOf(player.teeId, score.holeNumber), 0);
        return {
          ...toPlayer(game, player, bundle, layout),
          totalScore,
          toPar: totalScore - par,
          thru: own.length,
        };
      });
      const firstTee = fallbackTeeId(bundle);
      const totalPar = layout.reduce((sum, hole) => sum + parOf(firstTee, hole), 0);
      const leader = board.find((row) => row.position === 1 && !row.tied);
      return {
        game: {
          id: game.id,
          name: game.name,
          clubName: bundle.club.name,
          courseName: bundle.course.name,
          date: game.playedAt.toISOString(),
          status: game.status,
          format: game.format as GameFormat,
          scoringMode: game.scoringMode,
          holes: game.holesSetting as 0 | 9 | 18,
        },
        players: totals,
        holesByTee: tees,
        totalPar,
        scores: scoresByHole(scores.filter((score) => layout.includes(score.holeNumber))),
        leaderboard: board.map((row) => ({
          id: row.id,
          playerIds: [...row.playerIds],
          position: row.position,
          tied: row.tied,
          thru: row.thru,
          gross: row.gross,
          net: row.net,
          toPar: row.toPar,
          points: row.points,
          skins: row.skins,
          matchResult: row.matches?.map((match) => match.status.result?.text).find(Boolean) ?? null,
        })),
        winnerId: leader?.playerIds[0] ?? null,
      };
    },

    /** A golfer's rounds, newest first; private rounds only for the golfer. */
    async playedGames(actor: Actor, userId: string): Promise<PlayedGame[]> {
      const rows = await repository.gamesOfUser(userId, actor.userId === userId);
      const scores = await repository.scoresOfPlayers(rows.map((row) => row.playerId));
      const teeHoleRows = await repository.teeHolesOf([
        ...new Set(rows.flatMap((row) => (row.teeId ? [row.teeId] : []))),
      ]);
      return rows
        .map(({ game, playerId, teeId, courseName, clubName }) => {
          const own = scores.filter((score) => score.playerId === playerId && (score.score ?? 0) > 0);
          const score = own.reduce((sum, entry) => sum + (entry.score ?? 0), 0);
          const par = own.reduce(
            (sum, entry) =>
              sum +
              (teeHoleRows.find((hole) => hole.teeId === teeId && hole.holeNumber === entry.holeNumber)
                ?.par ?? 0),
            0,
          );
          return {
            id: game.id,
            date: game.playedAt.toISOString(),
            clubName,
            courseName,
            holes: game.holesSetting === 18 ? 18 : 9,
            format: game.format as GameFormat,
            score,
            scoreDiff: score - par,
            status: game.status,
            played: own.length,
          };
        })
        .filter((game) => game.played > 0 || game.status === 'finished')
        .map(({ played: _played, ...game }) => game);
    },

    /** Whether a user may follow a game's realtime topic: the same rule as reading it. */
    async canFollow(userId: string, gameId: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(gameId)) return false;
      return repository.isPlayer(gameId, userId);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

function fallbackTeeId(bundle: CourseBundle): string | null {
  const tee = defaultTee(
    bundle.tees.map((candidate) => ({ ...candidate, teeColor: candidate.color ?? candidate.name })),
  );
  return tee?.id ?? null;
}
