// Rounds set up through the API for journeys that start after the play: a course with a full scorecard, and a
// one-golfer stroke-play round recorded and finished.
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { SignedInGolfer } from './accounts';

interface Course {
  id: string;
  holes: number;
  tees: { holes: { holeNumber: number; par: number }[] }[];
}

/** The first 18-hole course of the data set with an 18-hole scorecard, with its club's name. */
export async function anEighteenHoleCourse(
  request: APIRequestContext,
  golfer: SignedInGolfer,
): Promise<Course & { clubName: string }> {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: { Authorization: `Bearer ${golfer.token}` },
  });
  const { clubs } = (await response.json()) as { clubs: { name: string; courses?: Course[] }[] };
  for (const club of clubs) {
    const course = (club.courses ?? []).find(
      (candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18),
    );
    if (course) return { ...course, clubName: club.name };
  }
  throw new Error('no 18-hole course with a scorecard in the data set');
}

/**
 * Records a round of `golfer` alone, played `daysAgo` days ago (par + `over` on every hole, 2 putts), and finishes
 * it; answers its id, its strokes and its number of holes.
 */
export async function recordFinishedRound(
  request: APIRequestContext,
  golfer: SignedInGolfer,
  { courseId, daysAgo, over, name }: { courseId: string; daysAgo: number; over: number; name: string },
): Promise<{ gameId: string; strokes: number; holes: number }> {
  const headers = { Authorization: `Bearer ${golfer.token}` };
  const created = await request.post('/api/game', {
    headers,
    data: {
      name,
      date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      courseId,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: golfer.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };
  const detail = (await (await request.get(`/api/game/${gameId}`, { headers })).json()) as {
    players: { id: string }[];
    holes: { holeNumber: number; par: number }[];
  };
  const playerId = detail.players[0]!.id;
  let strokes = 0;
  for (const hole of detail.holes) {
    strokes += hole.par + over;
    const saved = await request.post(`/api/game/${gameId}/scores`, {
      headers,
      data: { playerId, holeNumber: hole.holeNumber, score: hole.par + over, putts: 2 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const finished = await request.put(`/api/game/${gameId}/player/status`, {
    headers,
    data: { status: 'finished' },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return { gameId, strokes, holes: detail.holes.length };
}
