import type { GameDetail } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  MAX_PLAYERS,
  addPlayer,
  automaticCourse,
  canAddPlayer,
  courseOf,
  dateInputBounds,
  dateProblem,
  defaultSettings,
  defaultTeeId,
  draftProblems,
  fromLocalInputValue,
  guestKey,
  holesOptions,
  movePlayer,
  newDraft,
  playerFromGolfer,
  playerFromGuest,
  nextStep,
  playersOf,
  previousStep,
  removePlayer,
  settingsOf,
  setupOf,
  showsScoringMode,
  startingHoleOptions,
  stepsFor,
  toIsoWithOffset,
  toLocalInputValue,
  updatedSetupOf,
  userKey,
  withCourse,
  withFormat,
  withHoles,
  withPlayerTee,
  type CourseChoice,
  type DraftPlayer,
  type TeeChoice,
} from './round-setup';

const NOW = new Date(2025, 5, 14, 9, 30); // 14 June 2025, 09:30 local
const owner = { userId: 'u-1', name: 'Jane Doe', imageUrl: null, handicap: 12.4 };
const tee = (teeId: string, teeColor: string | null, teeName = teeColor ?? teeId): TeeChoice => ({
  teeId,
  teeName,
  teeColor,
});
const course = (overrides: Partial<CourseChoice> = {}): CourseChoice => ({
  id: 'c-1',
  name: 'Dolmens',
  holes: 18,
  par: 72,
  hasGps: false,
  tees: [tee('t-white', 'white'), tee('t-blue', 'blue'), tee('t-red', 'red')],
  ...overrides,
});
const club = { id: 'club-1', slug: 'club', name: 'Golf Club', city: 'Rochefort', countryName: 'France' };
const golfer = (id: string, name = id): DraftPlayer => ({
  key: userKey(id),
  userId: id,
  guestId: null,
  name,
  imageUrl: null,
  handicap: 10,
  teeId: null,
  isGuest: false,
});
const guest = (id: string): DraftPlayer => ({
  ...golfer(id),
  key: guestKey(id),
  userId: null,
  guestId: id,
  isGuest: true,
});

describe('a new draft', () => {
  it('has the golfer alone in the first slot and the spec’s defaults', () => {
    const draft = newDraft('live', owner, NOW);
    expect(draft.players.map((p) => p.key)).toEqual(['user:u-1']);
    expect(draft.settings).toMatchObject({
      holes: 18,
      startingHole: 1,
      format: 'strokeplay',
      scoringMode: 'gross',
      useHandicaps: true,
      isPrivate: false,
      contests: { longestDrive: false, closestToPin: false },
    });
    expect(new Date(draft.settings.date).getTime()).toBe(NOW.getTime());
  });
});

describe('steps', () => {
  it.each([
    ['no club chosen yet', null, ['kind', 'club', 'settings', 'players']],
    ['one course with a scorecard', [course()], ['kind', 'club', 'settings', 'players']],
    [
      'one course without a scorecard',
      [course({ tees: [] })],
      ['kind', 'club', 'course', 'settings', 'players'],
    ],
    ['no course', [], ['kind', 'club', 'course', 'settings', 'players']],
    ['two courses', [course(), course({ id: 'c-2' })], ['kind', 'club', 'course', 'settings', 'players']],
  ] as const)('with %s: %j', (_label, courses, steps) => {
    expect(stepsFor(courses)).toEqual(steps);
  });

  it.each([
    ['kind', null, 'club'],
    ['club', 'kind', 'course'],
    ['course', 'club', 'settings'],
    ['settings', 'course', 'players'],
    ['players', 'settings', null],
  ] as const)('around %s: back to %s, on to %s', (step, previous, next) => {
    const steps = stepsFor([course(), course({ id: 'c-2' })]);
    expect(previousStep(steps, step)).toBe(previous);
    expect(nextStep(steps, step)).toBe(next);
  });

  it.each([
    ['one course with a scorecard', [course()], 'c-1'],
    ['one course without GPS (score only)', [course({ hasGps: false })], 'c-1'],
    ['one course without a scorecard', [course({ tees: [] })], null],
    ['two courses', [course(), course({ id: 'c-2' })], null],
    ['no course', [], null],
  ])('chooses the course automatically with %s', (_, courses, expected) => {
    expect(automaticCourse(courses)?.id ?? null).toBe(expected);
  });
});

describe('holes', () => {
  it.each([
    [18, [18, 0, 9]],
    [9, [0]],
  ])('a %i-hole course offers %j', (holes, options) => {
    expect(holesOptions(holes)).toEqual(options);
  });

  it.each([
    [18, 1, 18],
    [0, 1, 9],
    [9, 10, 18],
  ] as const)('holes %i start from %i to %i', (holes, first, last) => {
    const options = startingHoleOptions(holes);
    expect(options[0]).toBe(first);
    expect(options.at(-1)).toBe(last);
  });

  it.each([
    [18, 10, 9, 10],
    [18, 1, 9, 10],
    [18, 5, 0, 5],
    [18, 14, 0, 1],
    [0, 3, 18, 3],
  ] as const)('holes %i from %i, then %i: starts on %i', (holes, start, next, expected) => {
    const settings = { ...defaultSettings(NOW), holes, startingHole: start };
    expect(withHoles(settings, next)).toMatchObject({ holes: next, startingHole: expected });
  });

  it('a 9-hole course turns an 18-hole round into the front nine', () => {
    const draft = withCourse(newDraft('live', owner, NOW), club, course({ holes: 9 }));
    expect(draft.settings.holes).toBe(0);
    const back = withCourse(
      { ...draft, settings: { ...draft.settings, holes: 9, startingHole: 12 } },
      club,
      course({ holes: 9 }),
    );
    expect(back.settings).toMatchObject({ holes: 0, startingHole: 1 });
  });
});

describe('format', () => {
  it.each([
    ['strokeplay', true],
    ['stableford', false],
    ['matchplay', false],
    ['skins', false],
    ['bestball', false],
    ['scramble', false],
    ['alternate', false],
  ] as const)('%s shows gross/net: %s', (format, shown) => {
    expect(showsScoringMode(format)).toBe(shown);
  });

  it.each([
    ['strokeplay', 'net', 'net'],
    ['stableford', 'net', 'gross'],
    ['matchplay', 'gross', 'gross'],
  ] as const)('switching to %s from %s scoring keeps %s', (format, mode, expected) => {
    const settings = { ...defaultSettings(NOW), scoringMode: mode };
    expect(withFormat(settings, format)).toMatchObject({ format, scoringMode: expected });
  });
});

describe('dates', () => {
  const at = (day: number, hour = 9, minute = 0) => new Date(2025, 5, day, hour, minute).toISOString();
  it.each([
    ['live', at(14, 0, 0), null],
    ['live', at(14, 18), null],
    ['live', at(20), null],
    ['live', at(13, 23, 59), 'date_in_past'],
    ['recorded', at(7), null],
    ['recorded', at(14, 9, 30), null],
    ['recorded', at(14, 10), 'date_in_future'],
    ['live', 'not a date', 'date_invalid'],
  ] as const)('a %s round on %s: %s', (kind, date, problem) => {
    expect(dateProblem(kind, date, NOW)).toBe(problem);
  });

  it('bounds the input: live from today, recorded up to now', () => {
    expect(dateInputBounds('live', NOW)).toEqual({ min: '2025-06-14T00:00' });
    expect(dateInputBounds('recorded', NOW)).toEqual({ max: '2025-06-14T09:30' });
  });

  it.each([
    ['2025-06-14T09:30', new Date(2025, 5, 14, 9, 30)],
    ['2025-12-31T23:59', new Date(2025, 11, 31, 23, 59)],
    ['2025-02-30T10:00', null],
    ['', null],
    ['14/06/2025', null],
  ])('reads %j', (value, expected) => {
    expect(fromLocalInputValue(value)).toEqual(expected);
  });

  it('writes local input values and ISO dates with the offset that read back to the same instant', () => {
    expect(toLocalInputValue(NOW)).toBe('2025-06-14T09:30');
    const iso = toIsoWithOffset(NOW);
    expect(iso).toMatch(/^2025-06-14T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(NOW.getTime());
  });
});

describe('the default tee (black, else blue, else white, else the first)', () => {
  it.each([
    [[tee('w', 'white'), tee('b', 'black'), tee('bl', 'blue')], 'b'],
    [[tee('w', 'white'), tee('y', 'yellow'), tee('bl', 'blue')], 'bl'],
    [[tee('y', 'yellow'), tee('w', 'white'), tee('r', 'red')], 'w'],
    [[tee('y', 'yellow'), tee('r', 'red')], 'y'],
    [[tee('s', null, 'Standard')], 's'],
    [[tee('x', null, 'Black'), tee('w', 'white')], 'x'],
    [[tee('B', ' Blue '), tee('w', 'white')], 'B'],
    [[], null],
  ])('%j → %s', (tees, expected) => {
    expect(defaultTeeId(tees)).toBe(expected);
  });

  it('puts every player on it when the course is chosen, and new players too', () => {
    const draft = withCourse(newDraft('live', owner, NOW), club, course());
    expect(draft.players[0]?.teeId).toBe('t-blue');
    expect(addPlayer(draft.players, golfer('u-2'), course().tees)[1]?.teeId).toBe('t-blue');
  });

  it('keeps a tee the player chose when it exists on the new course', () => {
    const players = withPlayerTee(
      withCourse(newDraft('live', owner, NOW), club, course()).players,
      'user:u-1',
      't-red',
    );
    expect(withCourse({ ...newDraft('live', owner, NOW), players }, club, course()).players[0]?.teeId).toBe(
      't-red',
    );
    expect(
      withCourse({ ...newDraft('live', owner, NOW), players }, club, course({ tees: [tee('o', 'orange')] }))
        .players[0]?.teeId,
    ).toBe('o');
  });
});

describe('players', () => {
  const four = [golfer('u-1'), golfer('u-2'), guest('g-1'), golfer('u-3')];

  it.each([
    [0, true],
    [3, true],
    [MAX_PLAYERS, false],
  ])('with %i players, another fits: %s', (count, fits) => {
    expect(canAddPlayer(four.slice(0, count))).toBe(fits);
  });

  it.each([
    ['a new golfer', [golfer('u-1')], golfer('u-2'), ['user:u-1', 'user:u-2']],
    ['a guest', [golfer('u-1')], guest('g-1'), ['user:u-1', 'guest:g-1']],
    ['a golfer already in', [golfer('u-1'), golfer('u-2')], golfer('u-2'), ['user:u-1', 'user:u-2']],
    ['a fifth player', four, golfer('u-9'), four.map((p) => p.key)],
  ])('adding %s', (_, players, player, keys) => {
    expect(addPlayer(players, player).map((p) => p.key)).toEqual(keys);
  });

  it.each([
    ['a friend', 'user:u-2', ['user:u-1', 'guest:g-1', 'user:u-3']],
    ['a guest', 'guest:g-1', ['user:u-1', 'user:u-2', 'user:u-3']],
    ['the owner (refused)', 'user:u-1', ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
    ['someone not there', 'user:u-9', ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
  ])('removing %s', (_, key, keys) => {
    expect(removePlayer(four, key, 'user:u-1').map((p) => p.key)).toEqual(keys);
  });

  it.each([
    [0, 3, ['user:u-2', 'guest:g-1', 'user:u-3', 'user:u-1']],
    [3, 0, ['user:u-3', 'user:u-1', 'user:u-2', 'guest:g-1']],
    [1, 2, ['user:u-1', 'guest:g-1', 'user:u-2', 'user:u-3']],
    [2, 2, ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
    [0, 9, ['user:u-1', 'user:u-2', 'guest:g-1', 'user:u-3']],
  ])('moving %i to %i', (from, to, keys) => {
    expect(movePlayer(four, from, to).map((p) => p.key)).toEqual(keys);
  });
});

describe('starting a round', () => {
  const ready = () => withCourse(newDraft('live', owner, NOW), club, course());

  it.each([
    ['a complete draft', ready(), []],
    ['no course', newDraft('live', owner, NOW), ['course_required']],
    [
      'a date before today',
      { ...ready(), settings: { ...ready().settings, date: new Date(2025, 5, 1).toISOString() } },
      ['date_in_past'],
    ],
    [
      'a starting hole outside the nine',
      { ...ready(), settings: { ...ready().settings, holes: 0 as const, startingHole: 12 } },
      ['starting_hole'],
    ],
    ['no players', { ...ready(), players: [] }, ['no_players']],
    [
      'five players',
      { ...ready(), players: [...ready().players, golfer('a'), golfer('b'), golfer('c'), golfer('d')] },
      ['too_many_players'],
    ],
  ])('%s: %j', (_, draft, problems) => {
    expect(draftProblems(draft, NOW)).toEqual(problems);
  });

  it('sends the setup with the players in playing order and their tees', () => {
    const draft = ready();
    const players = addPlayer(
      addPlayer(draft.players, guest('g-1'), draft.course?.tees),
      golfer('u-2'),
      draft.course?.tees,
    );
    const setup = setupOf({
      ...draft,
      course: course(),
      kind: 'recorded',
      players: movePlayer(players, 2, 0),
      settings: { ...withFormat(draft.settings, 'stableford'), name: '  Sunday four  ' },
    });
    expect(setup).toMatchObject({
      name: 'Sunday four',
      courseId: 'c-1',
      format: 'stableford',
      kind: 'recorded',
      players: [
        { userId: 'u-2', teeId: 't-blue' },
        { userId: 'u-1', teeId: 't-blue' },
        { guestId: 'g-1', teeId: 't-blue' },
      ],
    });
  });
});

describe('an existing game', () => {
  const detail = {
    id: 'game-1',
    game: {
      name: 'Club medal',
      type: 'stableford',
      scoringMode: 'gross',
      ownerId: 'u-1',
      holes: 0,
      startingHole: 3,
      date: '2025-06-14T08:00:00.000Z',
      status: 'pending',
      kind: 'live',
      useHandicaps: false,
      isPrivate: true,
      countForHandicap: true,
      contests: { longestDrive: true, closestToPin: false },
      courseLayout: [3, 4, 5, 6, 7, 8, 9, 1, 2],
      version: 4,
    },
    gps: false,
    createdBy: 'u-1',
    isOwner: true,
    players: [
      {
        id: 'p-2',
        userId: 'guest-g-1',
        name: 'Guest',
        avatar: null,
        isGuest: true,
        guestId: 'g-1',
        handicapIndex: 20,
        courseHandicap: null,
        teeId: 't-red',
        teeName: 'Red',
        teeColor: 'red',
        teamId: null,
        status: 'playing',
        position: 1,
      },
      {
        id: 'p-1',
        userId: 'u-1',
        name: 'Jane Doe',
        avatar: null,
        isGuest: false,
        guestId: null,
        handicapIndex: 12.4,
        courseHandicap: null,
        teeId: 't-blue',
        teeName: 'Blue',
        teeColor: 'blue',
        teamId: null,
        status: 'playing',
        position: 0,
      },
    ],
    holesByTee: {
      't-blue': Array.from({ length: 18 }, (_, i) => ({
        holeNumber: i + 1,
        par: 4,
        handicap: null,
        distance: null,
      })),
    },
    holes: Array.from({ length: 18 }, (_, i) => ({
      holeNumber: i + 1,
      par: 4,
      handicap: null,
      distance: null,
    })),
    gpsData: {},
    scores: {},
    course: {
      id: 'c-1',
      name: 'Dolmens',
      clubId: 'club-1',
      clubName: 'Golf Club',
      clubSlug: 'club',
      city: null,
      country: 'FR',
      phone: null,
      website: null,
      thumbnail: null,
      latlon: null,
      tees: [
        {
          teeId: 't-blue',
          teeName: 'Blue',
          teeColor: 'blue',
          totalDistance: 5800,
          courseCr: null,
          courseSlope: null,
          rated: false,
        },
      ],
    },
    preferences: { showLeaderboard: true, showLiveScores: false, showStats: true, autoAdvance: false },
  } satisfies GameDetail;

  it('reads its settings, players in playing order and course', () => {
    expect(settingsOf(detail)).toMatchObject({
      name: 'Club medal',
      format: 'stableford',
      holes: 0,
      startingHole: 3,
      isPrivate: true,
    });
    expect(playersOf(detail).map((p) => p.key)).toEqual(['user:u-1', 'guest:g-1']);
    expect(courseOf(detail)).toMatchObject({ id: 'c-1', holes: 18, par: 72 });
  });

  it('sends the whole setup back with only the changes applied', () => {
    const settings = withFormat(settingsOf(detail), 'matchplay');
    expect(updatedSetupOf(detail, { settings })).toMatchObject({
      format: 'matchplay',
      holes: 0,
      startingHole: 3,
      kind: 'live',
      players: [
        { userId: 'u-1', teeId: 't-blue' },
        { guestId: 'g-1', teeId: 't-red' },
      ],
      preferences: { showLiveScores: false },
    });
    const players = movePlayer(playersOf(detail), 1, 0);
    expect(updatedSetupOf(detail, { players })).toMatchObject({
      format: 'stableford',
      players: [{ guestId: 'g-1' }, { userId: 'u-1' }],
    });
  });
});

describe('players from the pickers', () => {
  it.each([
    [
      { id: 'u-2', name: 'Tom Kite', username: 'tom', imageUrl: null, handicap: 4.2 },
      { key: 'user:u-2', name: 'Tom Kite', handicap: 4.2, isGuest: false },
    ],
    [
      { id: 'u-3', name: '', username: 'anon', imageUrl: 'x.webp', handicap: null },
      { key: 'user:u-3', name: 'anon', imageUrl: 'x.webp', isGuest: false },
    ],
  ])('a golfer %j', (golfer, expected) => {
    expect(playerFromGolfer(golfer)).toMatchObject(expected);
  });

  it('a guest', () => {
    expect(playerFromGuest({ id: 'g-1', name: 'Uncle Bob', handicap: 28, email: null })).toMatchObject({
      key: 'guest:g-1',
      guestId: 'g-1',
      userId: null,
      isGuest: true,
      handicap: 28,
    });
  });
});
