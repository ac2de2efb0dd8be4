import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { App } from '../app';
import { loadPostsDemo } from './posts-demo';
import type { Db } from '../db/client';
import { courses, profiles, teeHoles, tees, users } from '../db/schema';
import { loadNotificationsDemo } from './notifications-demo';
import { loadChatDemo } from './chat-demo';

/** The demo golfer's sign-in, printed at start in development. Not a secret: demo data is off in production. */
export const DEMO_ACCOUNT = {
  email: 'demo@fairway.golf',
  username: 'demo',
  password: 'Fairway#Demo2026',
} as const;

const FRIENDS = [
  {
    email: 'lea.martin@fairway.golf',
    username: 'lea.martin',
    firstName: 'Léa',
    lastName: 'Martin',
    handicap: 8.2,
  },
  {
    email: 'tom.berg@fairway.golf',
    username: 'tom.berg',
    firstName: 'Tom',
    lastName: 'Berg',
    handicap: 15.7,
  },
  {
    email: 'yuki.sato@fairway.golf',
    username: 'yuki.sato',
    firstName: 'Yuki',
    lastName: 'Sato',
    handicap: 21.3,
  },
] as const;

/** Golfers around the demo golfer's friends: one asked the demo golfer, one was asked, one is a friend's friend. */
const NEIGHBOURS = [
  {
    email: 'sam.okafor@fairway.golf',
    username: 'sam.okafor',
    firstName: 'Sam',
    lastName: 'Okafor',
    handicap: 12.1,
  },
  {
    email: 'ines.garcia@fairway.golf',
    username: 'ines.garcia',
    firstName: 'Inès',
    lastName: 'García',
    handicap: 5.4,
  },
  {
    email: 'marco.rossi@fairway.golf',
    username: 'marco.rossi',
    firstName: 'Marco',
    lastName: 'Rossi',
    handicap: 27,
  },
] as const;

interface DemoUser {
  id: string;
  token: string;
}

/**
 * Loads the demo golfer with friends and rounds (finished rounds with scores, and one in progress) at a real
 * course of the data set, through the same API a phone uses, so a newcomer sees a lived-in app. Idempotent:
 * nothing happens when the demo golfer already exists. Grows with each feature (posts, chats come with them).
 */
export async function loadDemoData(app: App, log: { info(message: string): void }): Promise<void> {
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return;
  const demo = await createVerifiedGolfer(app, {
    ...DEMO_ACCOUNT,
    firstName: 'Alex',
    lastName: 'Fairway',
    handicap: 18.4,
  });
  // The demo golfer's profile page: a description, golf facts and two social links, set as the edit form does.
  await request(app, demo, 'PUT', '/api/profile', {
    firstName: 'Alex',
    lastName: 'Fairway',
    description: 'Weekend golfer chasing a single-figure handicap. Early tee times, fast rounds.',
    countryCode: 'FR',
    sex: 0,
    handicap: 18.4,
    golfStartYear: 2012,
    tee: 'white',
    dexterity: 'right',
    socialLinks: [
      { platform: 'instagram', url: 'https://www.instagram.com/fairway.demo' },
      { platform: 'youtube', url: 'https://www.youtube.com/@fairway-demo' },
    ],
  });
  const friends: DemoUser[] = [];
  for (const friend of FRIENDS)
    friends.push(await createVerifiedGolfer(app, { ...friend, password: DEMO_ACCOUNT.password }));

  // Friends (mutual, accepted), a request received, a request sent, and a friend's friend to recommend.
  const neighbours: DemoUser[] = [];
  for (const golfer of NEIGHBOURS)
    neighbours.push(await createVerifiedGolfer(app, { ...golfer, password: DEMO_ACCOUNT.password }));
  for (const friend of friends) {
    await request(app, demo, 'POST', '/api/friendships', { receiverId: friend.id });
    await request(app, friend, 'PUT', '/api/friendships', { senderId: demo.id });
  }
  const [sam, ines, marco] = neighbours;
  if (sam && ines && marco && friends[0]) {
    await request(app, sam, 'POST', '/api/friendships', { receiverId: demo.id });
    await request(app, demo, 'POST', '/api/friendships', { receiverId: ines.id });
    await request(app, marco, 'POST', '/api/friendships', { receiverId: friends[0].id });
    await request(app, friends[0], 'PUT', '/api/friendships', { senderId: marco.id });
  }
  await loadPostsDemo(app, [demo, ...friends]);

  // A bag of twelve clubs, so /my-bag shows something lived in.
  await request(app, demo, 'POST', '/api/golf-gear/update-bag', {
    clubs: [
      { type: 'driver', loft: 10.5, shaftFlex: 'regular', averageDistance: 225 },
      { type: 'wood', clubNumber: 3, loft: 15, averageDistance: 205 },
      { type: 'hybrid', clubNumber: 4, loft: 22, averageDistance: 180 },
      ...[5, 6, 7, 8, 9].map((clubNumber) => ({
        type: 'iron',
        clubNumber,
        averageDistance: 195 - clubNumber * 10,
      })),
      { type: 'wedge', loft: 46, averageDistance: 110 },
      { type: 'wedge', loft: 54, averageDistance: 85 },
      { type: 'wedge', loft: 58, averageDistance: 65 },
      { type: 'putter', notes: 'Blade, 34 inches' },
    ],
  });

  const courseId = await pickDemoCourse(app.db);
  if (!courseId) {
    log.info('demo data: no 18-hole course with a scorecard in the data set, so no demo rounds');
    return;
  }
  const rounds = [
    { daysAgo: 21, players: [demo, friends[0]], base: [5, 4, 4, 6, 5, 4, 3, 5, 6] },
    { daysAgo: 9, players: [demo, friends[1], friends[2]], base: [4, 5, 3, 5, 4, 5, 4, 4, 5] },
    { daysAgo: 2, players: [demo, friends[0], friends[1]], base: [4, 4, 3, 5, 5, 4, 3, 4, 5] },
  ];
  for (const [index, round] of rounds.entries()) {
    const players = round.players.filter((player): player is DemoUser => Boolean(player));
    const gameId = await request<{ gameId: string }>(app, demo, 'POST', '/api/game', {
      name: ['Saturday medal', 'Stableford with the crew', 'Early tee time'][index],
      date: new Date(Date.now() - round.daysAgo * 86_400_000).toISOString(),
      courseId,
      format: index === 1 ? 'stableford' : 'strokeplay',
      kind: 'recorded',
      players: players.map((player) => ({ userId: player.id })),
    }).then((body) => body.gameId);
    // The friends added by the demo golfer are invited: they join, so the round counts for them too.
    for (const player of players) if (player.id !== demo.id) await join(app, player, gameId);
    const detail = await request<{ players: { id: string }[]; holes: { holeNumber: number; par: number }[] }>(
      app,
      demo,
      'GET',
      `/api/game/${gameId}`,
    );
    for (const [playerIndex, player] of detail.players.entries()) {
      for (const hole of detail.holes.slice(0, 18)) {
        const swing = ((hole.holeNumber * 7 + playerIndex * 3 + index) % 5) - 2;
        // The demo golfer's birdie on the 3rd of the latest round: a first trophy from the scores.
        const isDemoBirdie = playerIndex === 0 && index === 2 && hole.holeNumber === 3;
        const score = isDemoBirdie
          ? hole.par - 1
          : Math.max(2, Math.min(9, hole.par + Math.round(swing / 2) + (playerIndex === 0 ? 1 : 0)));
        const putts = Math.min(
          score - 1,
          1 + ((hole.holeNumber + playerIndex) % 3 === 0 ? 1 : 0) + (score > hole.par + 1 ? 1 : 0),
        );
        await request(app, demo, 'PUT', `/api/game/${gameId}/score`, {
          playerId: player.id,
          holeNumber: hole.holeNumber,
          scoreData: {
            score,
            putts,
            fairwayHit:
              hole.par > 3
                ? (['left', 'center', 'right'] as const)[(hole.holeNumber + playerIndex) % 3]
                : null,
          },
        });
      }
    }
    for (const player of players)
      await request(app, player, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
  }
  await loadNotificationsDemo(app, demo);
  // An invitation waiting for the demo golfer's answer (Join or Decline on the round's screen): a friend's round
  // tomorrow. Set up before the round in progress, which stays the most recent one the Resume sheet offers.
  if (friends[0]) {
    await request(app, friends[0], 'POST', '/api/game', {
      name: 'Sunday four-ball',
      date: new Date(Date.now() + 86_400_000).toISOString(),
      courseId,
      format: 'stableford',
      players: [{ userId: friends[0].id }, { userId: demo.id }],
    });
  }
  // A round in progress, so the Resume sheet has something to resume; on a course with hole geometry when the
  // data set has one, so the live screen opens on the hole map (such courses lack stroke indexes: stroke play).
  const mapCourseId = await pickMapCourse(app.db);
  const live = await request<{ gameId: string }>(app, demo, 'POST', '/api/game', {
    name: 'Afternoon nine',
    date: new Date().toISOString(),
    courseId: mapCourseId ?? courseId,
    holes: 0,
    format: mapCourseId ? 'strokeplay' : 'stableford',
    players: [{ userId: demo.id }, { userId: friends[2]?.id }],
  });
  if (friends[2]) await join(app, friends[2], live.gameId);
  const liveDetail = await request<{ players: { id: string }[] }>(
    app,
    demo,
    'GET',
    `/api/game/${live.gameId}`,
  );
  for (const [hole, score] of [
    [1, 5],
    [2, 4],
    [3, 3],
  ] as const) {
    await request(app, demo, 'PUT', `/api/game/${live.gameId}/score`, {
      playerId: liveDetail.players[0]?.id,
      holeNumber: hole,
      scoreData: { score, putts: 2 },
    });
  }
  await loadChatDemo(app, demo, friends);
  log.info(
    `demo data: ${FRIENDS.length + NEIGHBOURS.length + 1} golfers and ${rounds.length + 2} rounds loaded`,
  );
}

async function createVerifiedGolfer(
  app: App,
  person: {
    email: string;
    username: string;
    password: string;
    firstName: string;
    lastName: string;
    handicap: number;
  },
): Promise<DemoUser> {
  await app.auth.api.signUpEmail({ body: { email: person.email, password: person.password, name: '' } });
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, person.email));
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: person.email, password: person.password },
  });
  const token = signedIn.headers['set-auth-token'] as string | undefined;
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (!token || !row) throw new Error(`demo data: could not sign in ${person.email}`);
  const user = { id: row.id, token };
  await request(app, user, 'POST', `/api/profile/${person.username}`, {
    username: person.username,
    firstName: person.firstName,
    lastName: person.lastName,
    handicap: person.handicap,
    countryCode: 'FR',
  });
  await app.db
    .update(profiles)
    .set({ verified: person.username === DEMO_ACCOUNT.username })
    .where(eq(profiles.userId, row.id));
  return user;
}

/** An 18-hole course with par and stroke index on every hole of a tee, preferring one with hole geometry. */
async function pickDemoCourse(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(tees, eq(tees.courseId, courses.id))
    .innerJoin(teeHoles, and(eq(teeHoles.teeId, tees.id), gte(teeHoles.holeNumber, 1)))
    .where(eq(courses.holes, 18))
    .groupBy(courses.id, courses.hasGps)
    .having(sql`count(distinct ${teeHoles.holeNumber}) = 18 and count(${teeHoles.handicap}) >= 18`)
    .orderBy(sql`${courses.hasGps} desc`, asc(courses.id))
    .limit(1);
  return row?.id ?? null;
}

/** An 18-hole course with hole geometry (the hole map), if the data set has one. */
async function pickMapCourse(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.holes, 18), eq(courses.hasGps, true)))
    .orderBy(asc(courses.id))
    .limit(1);
  return row?.id ?? null;
}

/** `POST /api/game/{id}/player` (204, no body): an invited golfer joins a round. */
async function join(app: App, user: DemoUser, gameId: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/game/${gameId}/player`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (response.statusCode !== 204)
    throw new Error(`demo data: joining ${gameId} answered ${response.statusCode} ${response.body}`);
}

async function request<T = unknown>(
  app: App,
  user: DemoUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 400)
    throw new Error(`demo data: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<T>();
}
