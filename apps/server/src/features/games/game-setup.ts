import type { GamePreferences, GameSetup } from '@fairway/contract';
import { defaultTee, holesSettingsFor, roundHoles } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { CourseBundle, GameRow, GamesRepository, NewGamePlayerRow } from './games.repository';

/** The widest offset from UTC (+14 h): "not before today" is checked against the earliest today anywhere. */
const TODAY_TOLERANCE_MS = 14 * 60 * 60 * 1000;

export const DEFAULT_PREFERENCES: GamePreferences = {
  showLeaderboard: true,
  showLiveScores: true,
  showStats: true,
  autoAdvance: false,
};

function startOfUtcDay(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/**
 * Checks the setup against the rules and the course, and resolves its players (names, handicaps, tees).
 * `previous` is the stored round when the setup changes: "not before today" is checked whenever the date
 * (or the kind of round) changes, so a round kept on its own date can still be edited after that day.
 */
export async function resolveSetup(
  repository: GamesRepository,
  now: () => Date,
  actor: Actor,
  setup: GameSetup,
  bundle: CourseBundle,
  previous: GameRow | null,
) {
  const date = new Date(setup.date);
  const isDateChanged =
    previous === null || previous.playedAt.getTime() !== date.getTime() || previous.kind !== setup.kind;
  if (setup.kind === 'live' && isDateChanged && date.getTime() < startOfUtcDay(now()) - TODAY_TOLERANCE_MS) {
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
  if (!holesSettingsFor(bundle.course.holes).includes(setup.holes)) {
    throw new AppError(
      'holes_not_on_course',
      400,
      'This course has 9 holes: play the front nine',
      'body.holes',
    );
  }
  const layout = roundHoles(setup.holes, setup.startingHole, bundle.course.holes);
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
        // a golfer someone else adds is invited: their card counts for them once they join
        status: input.userId === actor.userId ? 'playing' : 'invited',
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

/** The stored fields of a setup. */
export function setupFields(setup: GameSetup) {
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
