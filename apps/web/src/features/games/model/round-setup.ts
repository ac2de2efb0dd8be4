import type { GameDetail, GameSetupInput } from '@fairway/contract';
import { dateProblem } from './round-dates';
import type { DateProblem } from './round-dates';
import { MAX_PLAYERS, guestKey, startingHoleOptions, userKey } from './round-draft';
import type { CourseChoice, DraftPlayer, RoundDraft, RoundSettings } from './round-draft';

/**
 * The setup of a round as the API takes it: what stops a draft from starting, the body of `POST /game`, and a
 * loaded game's setup read back and sent again with changes. The draft itself is in round-draft.ts, its dates
 * in round-dates.ts and its players in round-players.ts, all re-exported here.
 */
export * from './round-draft';
export * from './round-dates';
export * from './round-players';

// ------------------------------------------------------------------------------------------ the setup

export type DraftProblem =
  DateProblem | 'course_required' | 'no_players' | 'too_many_players' | 'starting_hole';

/** What stops the settings step from going on (the course, the date, the starting hole). */
export function settingsProblems(draft: RoundDraft, now: Date): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.course) problems.push('course_required');
  const date = dateProblem(draft.kind, draft.settings.date, now);
  if (date) problems.push(date);
  if (!startingHoleOptions(draft.settings.holes).includes(draft.settings.startingHole))
    problems.push('starting_hole');
  return problems;
}

/** Everything that stops the round from starting. */
export function draftProblems(draft: RoundDraft, now: Date): DraftProblem[] {
  const problems = settingsProblems(draft, now);
  if (draft.players.length === 0) problems.push('no_players');
  if (draft.players.length > MAX_PLAYERS) problems.push('too_many_players');
  return problems;
}

/** The players as the API takes them, in playing order. */
export function playersInput(players: readonly DraftPlayer[]): GameSetupInput['players'] {
  return players.map((player) =>
    player.guestId
      ? { guestId: player.guestId, teeId: player.teeId }
      : { userId: player.userId ?? '', teeId: player.teeId },
  );
}

/** The body of `POST /game` (status pending). */
export function setupOf(draft: RoundDraft & { course: CourseChoice }): GameSetupInput {
  const { settings } = draft;
  return {
    name: settings.name.trim(),
    date: settings.date,
    courseId: draft.course.id,
    holes: settings.holes,
    startingHole: settings.startingHole,
    format: settings.format,
    scoringMode: settings.scoringMode,
    useHandicaps: settings.useHandicaps,
    isPrivate: settings.isPrivate,
    countForHandicap: settings.countForHandicap,
    contests: settings.contests,
    kind: draft.kind,
    players: playersInput(draft.players),
  };
}

// --------------------------------------------------------------------------- an existing game's setup

/** The settings of a loaded game. */
export function settingsOf(detail: GameDetail): RoundSettings {
  const { game } = detail;
  return {
    name: game.name,
    date: game.date,
    holes: game.holes,
    startingHole: game.startingHole,
    format: game.type,
    scoringMode: game.scoringMode,
    useHandicaps: game.useHandicaps,
    isPrivate: game.isPrivate,
    countForHandicap: game.countForHandicap,
    contests: { ...game.contests },
  };
}

/** The players of a loaded game, in playing order. */
export function playersOf(detail: GameDetail): DraftPlayer[] {
  return [...detail.players]
    .sort((a, b) => a.position - b.position)
    .map((player) => ({
      key: player.isGuest && player.guestId ? guestKey(player.guestId) : userKey(player.userId),
      userId: player.isGuest ? null : player.userId,
      guestId: player.isGuest ? player.guestId : null,
      name: player.name,
      imageUrl: player.avatar,
      handicap: player.handicapIndex,
      teeId: player.teeId,
      isGuest: player.isGuest,
    }));
}

/** The course of a loaded game: its holes counted from the longest tee card. */
export function courseOf(detail: GameDetail): CourseChoice {
  const holeCount = Math.max(
    detail.holes.length,
    ...Object.values(detail.holesByTee).map((holes) => holes.length),
  );
  return {
    id: detail.course.id,
    name: detail.course.name,
    holes: holeCount > 9 ? 18 : 9,
    par: detail.holes.reduce((sum, hole) => sum + hole.par, 0) || null,
    hasGps: detail.gps,
    tees: detail.course.tees.map((tee) => ({
      teeId: tee.teeId,
      teeName: tee.teeName,
      teeColor: tee.teeColor,
      totalDistance: tee.totalDistance,
    })),
  };
}

/**
 * The body of `PUT /game/{id}`: the whole setup of a loaded game with `changes` applied. The server replaces
 * the setup, so everything not being changed is sent back as it is.
 */
export function updatedSetupOf(
  detail: GameDetail,
  changes: { settings?: RoundSettings; players?: readonly DraftPlayer[] },
): GameSetupInput {
  const settings = changes.settings ?? settingsOf(detail);
  return {
    name: settings.name.trim(),
    date: settings.date,
    courseId: detail.course.id,
    holes: settings.holes,
    startingHole: settings.startingHole,
    format: settings.format,
    scoringMode: settings.scoringMode,
    useHandicaps: settings.useHandicaps,
    isPrivate: settings.isPrivate,
    countForHandicap: settings.countForHandicap,
    contests: settings.contests,
    kind: detail.game.kind,
    players: playersInput(changes.players ?? playersOf(detail)),
    preferences: detail.preferences,
  };
}
