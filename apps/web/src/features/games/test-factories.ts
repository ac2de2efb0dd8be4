import type { GameDetail } from '@fairway/contract';

const holes = Array.from({ length: 18 }, (_, i) => ({
  holeNumber: i + 1,
  par: i % 3 === 0 ? 5 : 4,
  handicap: i + 1,
  distance: 350,
}));

/** A pending stableford round at a real-looking course: the owner, a friend and a guest on the blue tee. */
export function buildGameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  return {
    id: 'g1',
    game: {
      name: 'Saturday medal',
      type: 'stableford',
      scoringMode: 'gross',
      ownerId: 'user-1',
      holes: 18,
      startingHole: 1,
      date: '2030-06-14T08:00:00.000Z',
      status: 'pending',
      kind: 'live',
      useHandicaps: true,
      isPrivate: false,
      countForHandicap: true,
      contests: { longestDrive: false, closestToPin: false },
      courseLayout: holes.map((hole) => hole.holeNumber),
      version: 3,
    },
    gps: false,
    createdBy: 'user-1',
    isOwner: true,
    players: [
      player('p1', 'user-1', 'Jane Doe', 0),
      player('p2', 'user-2', 'Tom Kite', 1),
      { ...player('p3', 'guest-g1', 'Uncle Bob', 2), isGuest: true, guestId: 'g1' },
    ],
    holesByTee: { 't-blue': holes, 't-white': holes },
    holes,
    gpsData: {},
    holeLineLengths: {},
    scores: {},
    course: {
      id: 'c1',
      name: 'Dolmens',
      clubId: 'club-1',
      clubName: 'Golf de Rochefort',
      clubSlug: 'golf-de-rochefort',
      city: 'Rochefort',
      country: 'FR',
      phone: null,
      website: null,
      thumbnail: null,
      latlon: null,
      tees: [tee('t-white', 'White', 'white', 6102), tee('t-blue', 'Blue', 'blue', 5122)],
    },
    preferences: { showLeaderboard: true, showLiveScores: true, showStats: true, autoAdvance: false },
    ...overrides,
  };
}

function player(id: string, userId: string, name: string, position: number): GameDetail['players'][number] {
  return {
    id,
    userId,
    name,
    avatar: null,
    isGuest: false,
    guestId: null,
    handicapIndex: 12,
    courseHandicap: null,
    teeId: 't-blue',
    teeName: 'Blue',
    teeColor: 'blue',
    teamId: null,
    status: 'playing',
    position,
  };
}

function tee(teeId: string, teeName: string, teeColor: string, totalDistance: number) {
  return { teeId, teeName, teeColor, totalDistance, courseCr: null, courseSlope: null, rated: false };
}
