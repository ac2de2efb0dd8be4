import type { GameDetail } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  courseOf,
  draftProblems,
  movePlayer,
  newDraft,
  playersOf,
  settingsOf,
  setupOf,
  updatedSetupOf,
  withCourse,
  withFormat,
} from './round-setup';
import { NOW, owner, course, club, golfer, guest } from './round-setup.fixtures';

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
    holeLineLengths: {},
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
