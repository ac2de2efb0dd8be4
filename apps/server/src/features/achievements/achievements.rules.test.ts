import { describe, expect, it } from 'vitest';
import type { AchievementFacts, RoundFact } from './achievements.rules';
import {
  achievementsOf,
  countTowards,
  latestEarned,
  profileComplete,
  summerSeries,
} from './achievements.rules';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5];

function round(iso: string, overrides: Partial<RoundFact> = {}): RoundFact {
  return {
    playedAt: day(iso),
    isOwner: true,
    otherPlayers: 0,
    otherGolfers: 0,
    holes: PARS.map((par, index) => ({ holeNumber: index + 1, par, score: par + 1 })),
    ...overrides,
  };
}

const EMPTY_PROFILE = {
  imageUrl: null,
  description: null,
  golfStartYear: null,
  membershipId: null,
  dexterity: null,
  updatedAt: day('2026-01-01'),
};

function facts(overrides: Partial<AchievementFacts> = {}): AchievementFacts {
  return {
    accountCreatedAt: day('2027-03-01'),
    rounds: [],
    profile: EMPTY_PROFILE,
    bagClubsAddedAt: [],
    suggestionsAt: [],
    ...overrides,
  };
}

const byId = (input: AchievementFacts) => Object.fromEntries(achievementsOf(input).map((a) => [a.id, a]));
const dates = (count: number, from = '2026-03-01') =>
  Array.from({ length: count }, (_, i) => new Date(day(from).getTime() + i * 86_400_000));

describe('countTowards', () => {
  it.each([
    { count: 0, total: 5, progress: 0, earned: null },
    { count: 4, total: 5, progress: 4, earned: null },
    { count: 5, total: 5, progress: 5, earned: 4 },
    { count: 7, total: 5, progress: 5, earned: 4 },
  ])('$count of $total', ({ count, total, progress, earned }) => {
    const list = dates(count);
    expect(countTowards(list, total)).toEqual({
      progress,
      total,
      earnedAt: earned === null ? null : list[earned],
    });
  });
});

describe('summerSeries', () => {
  it.each([
    { name: 'no rounds', played: [] as string[], progress: 0, earned: null },
    {
      name: 'rounds outside June to August do not count',
      played: ['2026-05-31', '2026-09-01'],
      progress: 0,
      earned: null,
    },
    {
      name: 'the best single summer is the progress',
      played: ['2025-06-01', '2025-07-01', '2026-08-31'],
      progress: 2,
      earned: null,
    },
  ])('$name', ({ played, progress, earned }) => {
    expect(summerSeries(played.map(day))).toEqual({ progress, total: 10, earnedAt: earned });
  });

  it('is earned by the tenth round of one summer, dated by it', () => {
    const played = dates(12, '2026-06-10');
    expect(summerSeries(played)).toEqual({ progress: 10, total: 10, earnedAt: played[9] });
  });
});

describe('profileComplete', () => {
  it('counts the filled fields and is dated by the last change once all five are filled', () => {
    expect(profileComplete({ ...EMPTY_PROFILE, description: 'Hi', dexterity: 'left' })).toMatchObject({
      progress: 2,
      total: 5,
      earnedAt: null,
    });
    const full = {
      imageUrl: '/avatars/golfer-1.svg',
      description: 'Weekend golfer',
      golfStartYear: 2001,
      membershipId: 'club',
      dexterity: 'right',
      updatedAt: day('2026-02-02'),
    };
    expect(profileComplete(full)).toEqual({ progress: 5, total: 5, earnedAt: day('2026-02-02') });
    expect(profileComplete({ ...full, description: '' }).earnedAt).toBeNull();
  });
});

describe('achievementsOf', () => {
  it('earns nothing for a new golfer after the beta, and lists the whole catalogue', () => {
    const all = achievementsOf(facts());
    expect(all).toHaveLength(22);
    expect(all.filter((a) => a.earned)).toEqual([]);
    for (const achievement of all) expect(achievement.earnedDate).toBeNull();
  });

  it.each([
    { rounds: 1, earned: ['rounds-1'], next: { id: 'rounds-5', progress: 1 } },
    { rounds: 5, earned: ['rounds-1', 'rounds-5'], next: { id: 'rounds-10', progress: 5 } },
    { rounds: 24, earned: ['rounds-1', 'rounds-5', 'rounds-10'], next: { id: 'rounds-25', progress: 24 } },
    {
      rounds: 100,
      earned: ['rounds-1', 'rounds-5', 'rounds-10', 'rounds-25', 'rounds-50', 'rounds-100'],
      next: { id: 'rounds-100', progress: 100 },
    },
  ])('$rounds finished rounds earn $earned', ({ rounds, earned, next }) => {
    const played = dates(rounds, '2025-01-01').map((date) => round(date.toISOString().slice(0, 10)));
    const all = byId(facts({ rounds: played }));
    const roundTrophies = Object.values(all).filter((a) => a.id.startsWith('rounds-'));
    expect(roundTrophies.filter((a) => a.earned).map((a) => a.id)).toEqual(earned);
    expect(all[next.id]).toMatchObject({ progress: next.progress });
    expect(all['rounds-1']!.earnedDate).toBe(played[0]!.playedAt.toISOString());
  });

  it('counts group leader only for rounds the golfer set up with company, and the first partner only with a golfer', () => {
    const rounds = [
      round('2026-04-01', { isOwner: true, otherPlayers: 0 }),
      round('2026-04-02', { isOwner: false, otherPlayers: 2, otherGolfers: 2 }),
      round('2026-04-03', { isOwner: true, otherPlayers: 1, otherGolfers: 0 }),
    ];
    const all = byId(facts({ rounds }));
    expect(all['group-leader-5']).toMatchObject({ progress: 1, total: 5, earned: false });
    expect(all['first-partner']).toMatchObject({ earned: true, earnedDate: day('2026-04-02').toISOString() });
  });

  it('takes score trophies from the scores, contributor from suggestions and a full bag from 14 clubs', () => {
    const birdie = round('2026-05-05');
    birdie.holes[0] = { holeNumber: 1, par: 4, score: 3 };
    const all = byId(facts({ rounds: [birdie], suggestionsAt: dates(10), bagClubsAddedAt: dates(13) }));
    expect(all['first-birdie']).toMatchObject({ earned: true, earnedDate: day('2026-05-05').toISOString() });
    expect(all['first-eagle']!.earned).toBe(false);
    expect(all['contributor-10']!.earned).toBe(true);
    expect(all['full-bag']).toMatchObject({ earned: false, progress: 13, total: 14 });
  });

  it('shows trophies of parts not built yet as not earnable, at progress 0', () => {
    const all = byId(facts({ rounds: dates(30).map((d) => round(d.toISOString().slice(0, 10))) }));
    for (const id of ['first-friend', 'first-post']) {
      expect(all[id]).toMatchObject({ earnable: false, earned: false, progress: 0, earnedDate: null });
    }
    expect(all['rounds-25']!.earnable).toBe(true);
  });

  it('marks a beta participant by the account’s creation date', () => {
    expect(byId(facts({ accountCreatedAt: day('2026-06-01') }))['beta-participant']).toMatchObject({
      earned: true,
      earnedDate: day('2026-06-01').toISOString(),
    });
    expect(byId(facts())['beta-participant']!.earned).toBe(false);
  });
});

describe('latestEarned', () => {
  it('gives up to three earned trophies, most recent first', () => {
    const rounds = dates(5, '2026-04-01').map((d) => round(d.toISOString().slice(0, 10)));
    const all = achievementsOf(
      facts({ rounds, accountCreatedAt: day('2026-01-01'), suggestionsAt: dates(10, '2026-05-01') }),
    );
    expect(latestEarned(all).map((a) => a.id)).toEqual(['contributor-10', 'rounds-5', 'rounds-1']);
    expect(latestEarned(achievementsOf(facts()))).toEqual([]);
  });
});
