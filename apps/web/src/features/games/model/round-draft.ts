import {
  FORMATS,
  MAX_PLAYERS_PER_ROUND,
  defaultTee,
  holesInPlay,
  holesSettingsFor,
  type GameFormat,
  type HolesSetting,
  type ScoringMode,
} from '@fairway/golf';

/**
 * The draft of a round being created or configured (games-and-profiles.md §2, §4, §5), as plain functions: its
 * shape and defaults, which steps the flow shows, the holes and starting hole, the format, the tees. The golf
 * rules themselves (holes of a round, players per round, default tee) are packages/golf's.
 */

/** A player slot per game: packages/golf's `MAX_PLAYERS_PER_ROUND` (4, §9). */
export const MAX_PLAYERS = MAX_PLAYERS_PER_ROUND;

/** 'live' is played hole by hole from now; 'recorded' enters a round already played ("add a score"). */
export type RoundKind = 'live' | 'recorded';

/** The game's `holes` value: 18 = the whole course, 0 = front nine, 9 = back nine (packages/golf's). */
export type { HolesSetting };

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

/** The steps the counter counts: the course is chosen within the club's step, so the count never jumps. */
const COUNTED_STEPS: readonly CreateStep[] = ['kind', 'club', 'settings', 'players'];

/**
 * Where the counter stands ("2/4"): the course step, shown only for some clubs, counts as the club's, so the total
 * is the same whatever club is chosen and each step is one more than the one before (never 2/4, then 3/5).
 */
export function stepProgress(step: CreateStep): { current: number; total: number } {
  const counted = step === 'course' ? 'club' : step;
  return { current: COUNTED_STEPS.indexOf(counted) + 1, total: COUNTED_STEPS.length };
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
  return holesSettingsFor(courseHoles);
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
