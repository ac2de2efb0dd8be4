import type { GameDetail, GameSetupInput, Guest, UserSuggestion } from '@fairway/contract';
import { FORMATS, defaultTee, holesInPlay, type GameFormat, type ScoringMode } from '@fairway/golf';

/**
 * The rules of creating and configuring a round (games-and-profiles.md §2, §4, §5), as plain functions:
 * the draft's defaults, which steps the flow shows, the holes and starting hole, dates, tees, players, and
 * the setup sent to the API. Screens only render what these decide.
 */

/** A player slot per game: 4 at most (§9). */
export const MAX_PLAYERS = 4;

/** 'live' is played hole by hole from now; 'recorded' enters a round already played ("add a score"). */
export type RoundKind = 'live' | 'recorded';

/** The game's `holes` value: 18 = the whole course, 0 = front nine, 9 = back nine. */
export type HolesSetting = 18 | 0 | 9;

/** A tee as the setup needs it (the club detail's and the game detail's tees both fit). */
export interface TeeChoice {
  teeId: string;
  teeName: string;
  teeColor: string | null;
  totalDistance?: number | null;
}

/** A course as the setup needs it. */
export interface CourseChoice {
  id: string;
  name: string;
  /** 9 or 18. */
  holes: number;
  par: number | null;
  hasGps: boolean;
  tees: TeeChoice[];
}

/** A club as the setup needs it. */
export interface ClubChoice {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  countryName: string | null;
}

/** A player in the setup: a golfer (userId) or a guest (guestId). */
export interface DraftPlayer {
  /** Unique in the round: `user:<id>` or `guest:<id>`. */
  key: string;
  userId: string | null;
  guestId: string | null;
  name: string;
  imageUrl: string | null;
  handicap: number | null;
  teeId: string | null;
  isGuest: boolean;
}

/** The settings of a round (everything but course and players). */
export interface RoundSettings {
  name: string;
  /** ISO 8601 with offset. */
  date: string;
  holes: HolesSetting;
  startingHole: number;
  format: GameFormat;
  scoringMode: ScoringMode;
  useHandicaps: boolean;
  isPrivate: boolean;
  countForHandicap: boolean;
  contests: { longestDrive: boolean; closestToPin: boolean };
}

/** What the create-round flow builds. */
export interface RoundDraft {
  kind: RoundKind;
  club: ClubChoice | null;
  course: CourseChoice | null;
  settings: RoundSettings;
  players: DraftPlayer[];
}

/** The signed-in golfer as the first player. */
export interface Owner {
  userId: string;
  name: string;
  imageUrl: string | null;
  handicap: number | null;
}

/** The key of a golfer's slot. */
export const userKey = (userId: string) => `user:${userId}`;
/** The key of a guest's slot. */
export const guestKey = (guestId: string) => `guest:${guestId}`;

/** The default settings of a new round: now, 18 holes from the 1st, stroke play gross, handicaps on. */
export function defaultSettings(now: Date): RoundSettings {
  return {
    name: '',
    date: now.toISOString(),
    holes: 18,
    startingHole: 1,
    format: 'strokeplay',
    scoringMode: 'gross',
    useHandicaps: true,
    isPrivate: false,
    countForHandicap: true,
    contests: { longestDrive: false, closestToPin: false },
  };
}

/** A new draft: the owner alone in the first slot, no club yet. */
export function newDraft(kind: RoundKind, owner: Owner, now: Date): RoundDraft {
  return {
    kind,
    club: null,
    course: null,
    settings: defaultSettings(now),
    players: [
      {
        key: userKey(owner.userId),
        userId: owner.userId,
        guestId: null,
        name: owner.name,
        imageUrl: owner.imageUrl,
        handicap: owner.handicap,
        teeId: null,
        isGuest: false,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------- steps

/** The screens of the create-round flow, in order. */
export type CreateStep = 'kind' | 'club' | 'course' | 'settings' | 'players';

/**
 * The steps shown: the first choice, the club, the course unless the chosen club's only course was chosen
 * automatically (several courses, or one without a scorecard, show the step), the settings and the players.
 * `courses` is null until a club is chosen.
 */
export function stepsFor(courses: readonly Pick<CourseChoice, 'tees'>[] | null): CreateStep[] {
  return courses !== null && automaticCourse(courses) === null
    ? ['kind', 'club', 'course', 'settings', 'players']
    : ['kind', 'club', 'settings', 'players'];
}

/** The step before `step`, or null on the first. */
export function previousStep(steps: readonly CreateStep[], step: CreateStep): CreateStep | null {
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** The step after `step`, or null on the last. */
export function nextStep(steps: readonly CreateStep[], step: CreateStep): CreateStep | null {
  const index = steps.indexOf(step);
  return index >= 0 && index < steps.length - 1 ? (steps[index + 1] ?? null) : null;
}

/** Whether a course can be played: it needs a scorecard (a tee with holes). A course without GPS is score-only. */
export function isPlayable(course: Pick<CourseChoice, 'tees'>): boolean {
  return course.tees.length > 0;
}

/** The course chosen without asking: the only playable one of the club, else none. */
export function automaticCourse<T extends Pick<CourseChoice, 'tees'>>(courses: readonly T[]): T | null {
  const playable = courses.filter(isPlayable);
  return courses.length === 1 && playable.length === 1 ? (playable[0] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------- holes

/** The holes choices a course offers: a 9-hole course plays only the front nine. */
export function holesOptions(courseHoles: number): HolesSetting[] {
  return courseHoles < 18 ? [0] : [18, 0, 9];
}

/** The holes a round may start on: the holes in play. */
export function startingHoleOptions(holes: HolesSetting): number[] {
  return holesInPlay(holes);
}

/** Changes the holes played, keeping the starting hole when it is still in play, else the first one. */
export function withHoles(settings: RoundSettings, holes: HolesSetting): RoundSettings {
  const options = startingHoleOptions(holes);
  const startingHole = options.includes(settings.startingHole) ? settings.startingHole : (options[0] ?? 1);
  return { ...settings, holes, startingHole };
}

// --------------------------------------------------------------------------------------------- format

/** Every format the picker lists, in order. */
export const FORMAT_OPTIONS: readonly GameFormat[] = FORMATS;

/** The gross/net choice exists only for stroke play (§4). */
export function showsScoringMode(format: GameFormat): boolean {
  return format === 'strokeplay';
}

/** Changes the format; any format but stroke play is scored by its own rules, so gross/net goes back to gross. */
export function withFormat(settings: RoundSettings, format: GameFormat): RoundSettings {
  return { ...settings, format, scoringMode: showsScoringMode(format) ? settings.scoringMode : 'gross' };
}

// ---------------------------------------------------------------------------------------------- dates

/** Midnight of the local day of `at`. */
export function startOfLocalDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` input value in local time (`2025-06-01T08:30`). */
export function toLocalInputValue(at: Date): string {
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/** Reads a `datetime-local` value as local time; null when empty or malformed. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** An ISO 8601 string with the local offset (`2025-06-01T08:30:00+02:00`), as the API's date takes it. */
export function toIsoWithOffset(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${toLocalInputValue(at)}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

export type DateProblem = 'date_in_past' | 'date_in_future' | 'date_invalid';

/** Why a round's date is refused: a live round not before today, a recorded one not after now. */
export function dateProblem(kind: RoundKind, date: string, now: Date): DateProblem | null {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return 'date_invalid';
  if (kind === 'live' && at.getTime() < startOfLocalDay(now).getTime()) return 'date_in_past';
  if (kind === 'recorded' && at.getTime() > now.getTime()) return 'date_in_future';
  return null;
}

/** The bounds of the date input: a live round from today on, a recorded one up to now. */
export function dateInputBounds(kind: RoundKind, now: Date): { min?: string; max?: string } {
  return kind === 'live' ? { min: toLocalInputValue(startOfLocalDay(now)) } : { max: toLocalInputValue(now) };
}

// ----------------------------------------------------------------------------------------------- tees

/**
 * The tee a player starts on (§4): black, else blue, else white, else the first. A tee the data does not
 * colour is read by its name, as the server does.
 */
export function defaultTeeId(tees: readonly TeeChoice[]): string | null {
  const tee = defaultTee(
    tees.map((candidate) => ({ ...candidate, teeColor: candidate.teeColor ?? candidate.teeName })),
  );
  return tee?.teeId ?? null;
}

/** Puts every player whose tee is not on `course` on its default tee. */
export function withCourseTees(players: readonly DraftPlayer[], course: CourseChoice): DraftPlayer[] {
  const teeIds = new Set(course.tees.map((tee) => tee.teeId));
  const fallback = defaultTeeId(course.tees);
  return players.map((player) =>
    player.teeId && teeIds.has(player.teeId) ? player : { ...player, teeId: fallback },
  );
}

/** Chooses the club and course: 9-hole courses play the front nine, and every player gets a tee there. */
export function withCourse(draft: RoundDraft, club: ClubChoice, course: CourseChoice): RoundDraft {
  const holes = holesOptions(course.holes).includes(draft.settings.holes)
    ? draft.settings.holes
    : (holesOptions(course.holes)[0] ?? 0);
  return {
    ...draft,
    club,
    course,
    settings: withHoles(draft.settings, holes),
    players: withCourseTees(draft.players, course),
  };
}

// -------------------------------------------------------------------------------------------- players

/** A golfer found by the search, as a player (tee chosen when added). */
export function playerFromGolfer(golfer: UserSuggestion): DraftPlayer {
  return {
    key: userKey(golfer.id),
    userId: golfer.id,
    guestId: null,
    name: golfer.name || golfer.username,
    imageUrl: golfer.imageUrl,
    handicap: golfer.handicap,
    teeId: null,
    isGuest: false,
  };
}

/** A guest as a player. */
export function playerFromGuest(guest: Guest): DraftPlayer {
  return {
    key: guestKey(guest.id),
    userId: null,
    guestId: guest.id,
    name: guest.name,
    imageUrl: null,
    handicap: guest.handicap,
    teeId: null,
    isGuest: true,
  };
}

/** Whether another player fits. */
export function canAddPlayer(players: readonly DraftPlayer[]): boolean {
  return players.length < MAX_PLAYERS;
}

/** Adds a player at the end, on the default tee; nothing changes when full or already in the round. */
export function addPlayer(
  players: readonly DraftPlayer[],
  player: DraftPlayer,
  tees: readonly TeeChoice[] = [],
): DraftPlayer[] {
  if (!canAddPlayer(players) || players.some((other) => other.key === player.key)) return [...players];
  return [...players, { ...player, teeId: player.teeId ?? defaultTeeId(tees) }];
}

/** Removes a player; the owner stays (the creator of a round plays in it). */
export function removePlayer(players: readonly DraftPlayer[], key: string, ownerKey: string): DraftPlayer[] {
  if (key === ownerKey) return [...players];
  return players.filter((player) => player.key !== key);
}

/** Moves the player at `from` to `to` (the playing order). Out-of-range indexes change nothing. */
export function movePlayer(players: readonly DraftPlayer[], from: number, to: number): DraftPlayer[] {
  const next = [...players];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Sets one player's tee. */
export function withPlayerTee(players: readonly DraftPlayer[], key: string, teeId: string): DraftPlayer[] {
  return players.map((player) => (player.key === key ? { ...player, teeId } : player));
}

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
