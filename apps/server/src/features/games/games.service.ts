import type { GameDetail, GamePreferences, GameSetup, PendingGame, RealtimeEvent } from '@fairway/contract';
import { topicOf } from '@fairway/contract';
import type { GameFormat } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { createGameAccess, isGameId } from './game-access';
import { DEFAULT_PREFERENCES, resolveSetup, setupFields } from './game-setup';
import {
  fallbackTeeId,
  golferIdsOf,
  holeLineLengths,
  holesByTee,
  layoutOf,
  playerUserId,
  scoresByHole,
  toPlayer,
} from './game-view';
import type { CourseBundle, GameRow, GamesRepository } from './games.repository';
import type { HandicapService } from '../results';
import { notifyNobody } from '../notifications';
import type { Notify } from '../notifications';

/**
 * Rounds: their setup and players, who may see and change them, and the live screen's read. Players of a game
 * read it; only the owner changes settings or deletes it. Scores are in features/scores, results in
 * features/results.
 */
export function createGamesService(deps: {
  repository: GamesRepository;
  hub: Hub;
  handicap: Pick<HandicapService, 'syncGame' | 'usersWithRecordsOf' | 'recompute'>;
  now?: () => Date;
  notify?: Notify;
}) {
  const { repository, hub, handicap } = deps;
  const notify = deps.notify ?? notifyNobody;
  const now = deps.now ?? (() => new Date());
  const { gameForPlayer, gameForOwner, publishGame } = createGameAccess({ repository, hub });

  async function courseOrThrow(courseId: string): Promise<CourseBundle> {
    const bundle = await repository.loadCourse(courseId);
    if (!bundle) throw new AppError('course_not_found', 404, 'No such course', 'body.courseId');
    return bundle;
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
    // each golfer added is invited: a notification (with its answer) on top of the live event
    for (const userId of new Set(userIds)) {
      await notify({ recipientId: userId, actorId: actor.userId, type: 'game_invitation', gameId: game.id });
    }
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

  return {
    /** Creates a round, status pending, with the actor as owner and first player. */
    async create(actor: Actor, setup: GameSetup): Promise<{ gameId: string }> {
      const bundle = await courseOrThrow(setup.courseId);
      const players = await resolveSetup(repository, now, actor, setup, bundle, null);
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

    /**
     * Replaces the setup (owner only). Players kept keep their scores; the course stays once scores exist; a
     * finished round's players and setup no longer change (409). Golfers added are invited.
     */
    async update(actor: Actor, id: string, setup: GameSetup): Promise<GameDetail> {
      const game = await gameForOwner(actor, id);
      if (game.status === 'finished') {
        throw new AppError('game_finished', 409, 'A finished round’s players and setup cannot change');
      }
      if (setup.courseId !== game.courseId && (await repository.hasScores(game.id))) {
        throw new AppError(
          'conflict',
          409,
          'The course cannot change once scores are entered',
          'body.courseId',
        );
      }
      const bundle = await courseOrThrow(setup.courseId);
      const players = await resolveSetup(repository, now, actor, setup, bundle, game);
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
      // the golfers taken out stop hearing the round at once
      await hub.leave(topicOf.game(game.id), removedUserIds);
      await publishGame(updated);
      await publishPlayersAdded(actor, updated, addedUserIds);
      await publishPlayersRemoved(actor, game.id, removedUserIds);
      return this.detail(actor, game.id);
    },

    /**
     * The actor joins a round someone else added them to: from then on they score in it and, once it finishes
     * with them in it, their card counts for their handicap. Joining again changes nothing; a finished round can
     * no longer be joined (409). Only for oneself (the actor comes from the session).
     */
    async join(actor: Actor, id: string): Promise<void> {
      const game = await gameForPlayer(actor, id);
      if ((await repository.statusIn(game.id, actor.userId)) !== 'invited') return;
      if (game.status === 'finished') {
        throw new AppError('game_finished', 409, 'This round is finished: it can no longer be joined');
      }
      const updated = await repository.joinPlayer(game.id, actor.userId);
      if (updated) await publishGame(updated);
      await notify({
        recipientId: game.ownerId,
        actorId: actor.userId,
        type: 'game_invitation_accepted',
        gameId: game.id,
      });
    },

    /**
     * The actor declines or leaves a round they did not create, at any time, scores or not: their player row and
     * card go, and with them any handicap record of the round (their index is computed again); they stop hearing
     * the round at once. When every golfer left in the round has finished, the round finishes (their records are
     * written). Only for oneself, never for the owner, who deletes the round instead (403). The other players'
     * screens refetch the round.
     */
    async decline(actor: Actor, id: string): Promise<void> {
      const game = await gameForPlayer(actor, id);
      if (game.ownerId === actor.userId) {
        throw new AppError(
          'game_owner_cannot_decline',
          403,
          'The organiser of a round deletes it instead of leaving it',
        );
      }
      const wasInvited = (await repository.statusIn(game.id, actor.userId)) === 'invited';
      let updated = await repository.removePlayer(game.id, actor.userId);
      // left meanwhile (a second tap): nothing more to do
      if (!updated) throw new AppError('forbidden', 403, 'You are not a player of this game');
      await hub.leave(topicOf.game(game.id), [actor.userId]);
      // the last golfer still playing left: everyone else has finished, so the round is finished
      const players = await repository.playersOf(game.id);
      const golfers = players.filter((player) => player.userId !== null && player.status !== 'invited');
      const isDone = golfers.length > 0 && golfers.every((player) => player.status === 'finished');
      if (updated.status === 'active' && isDone) {
        await repository.setPlayerStatus(
          players.filter((player) => player.userId === null).map((player) => player.id),
          'finished',
        );
        updated = await repository.patchGame(game.id, { status: 'finished' });
      }
      await handicap.syncGame(game.id);
      await publishGame(updated);
      if (updated.status !== game.status) {
        await tellGolfers(actor, golferIdsOf(players), {
          name: 'game.status.changed',
          data: { gameId: game.id, status: updated.status },
        });
      }
      // the organiser is told of an invitation declined (not of a golfer leaving after joining)
      if (wasInvited) {
        await notify({
          recipientId: game.ownerId,
          actorId: actor.userId,
          type: 'game_invitation_declined',
          gameId: game.id,
        });
      }
    },

    /** Deletes a round with its scores (owner only); each other golfer of it hears so on their own topic. */
    async remove(actor: Actor, id: string): Promise<void> {
      const game = await gameForOwner(actor, id);
      const [golfersWithRecords, players] = await Promise.all([
        handicap.usersWithRecordsOf(game.id),
        repository.playersOf(game.id),
      ]);
      await repository.deleteGame(game.id);
      // nobody follows a round that is gone
      await hub.leave(topicOf.game(game.id));
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
      const layout = layoutOf(game, bundle.course.holes);
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
        holeLineLengths: holeLineLengths(bundle),
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

    /** The actor's unfinished rounds, most recently updated first, with their players: one query. */
    async pending(actor: Actor): Promise<PendingGame[]> {
      const rows = await repository.pendingGamesOf(actor.userId);
      return rows.map(({ game, courseName, clubName, ownStatus, players }) => ({
        id: game.id,
        name: game.name,
        status: game.status,
        date: game.playedAt.toISOString(),
        courseName,
        clubName,
        ownerId: game.ownerId,
        invited: ownStatus === 'invited',
        players: players.map((player) => ({
          userId: playerUserId(player),
          name: player.name,
          avatar: player.imageUrl,
        })),
        createdAt: game.createdAt.toISOString(),
        updatedAt: game.updatedAt.toISOString(),
      }));
    },

    /**
     * Sets the actor's own player status (a golfer only invited joins first: 403); when every golfer who plays
     * (not guests, not golfers only invited) has finished, the game finishes. When the round's status changes so
     * (finished, or reopened), the other golfers hear it on their own topic.
     */
    async setPlayerStatus(actor: Actor, id: string, status: 'playing' | 'finished') {
      const game = await gameForPlayer(actor, id);
      const players = await repository.playersOf(game.id);
      const own = players.find((player) => player.userId === actor.userId);
      if (!own) throw new AppError('forbidden', 403, 'You are not a player of this game');
      if (own.status === 'invited') throw new AppError('forbidden', 403, 'Join this round first');
      await repository.setPlayerStatus([own.id], status);
      const golfersDone = players
        .filter((player) => player.userId !== null && player.status !== 'invited')
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

    /** Whether a user may follow a game's realtime topic: the same rule as reading it. */
    async canFollow(userId: string, gameId: string): Promise<boolean> {
      if (!isGameId(gameId)) return false;
      return repository.isPlayer(gameId, userId);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
