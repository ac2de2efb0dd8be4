import type { PlayedGame } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { groupByMonth, playedStanding } from './played-rounds';

const game = (id: string, date: string): PlayedGame => ({
  id,
  date,
  clubName: 'Club',
  courseName: 'Course',
  holes: 18,
  format: 'strokeplay',
  score: 80,
  scoreDiff: 8,
  status: 'finished',
  holesPlayed: 18,
  netDiff: null,
  points: null,
  match: null,
});

describe('played rounds', () => {
  it('groups by year-month, newest first', () => {
    const months = groupByMonth(
      [
        game('a', '2026-03-02T10:00:00Z'),
        game('b', '2026-05-20T10:00:00Z'),
        game('c', '2026-05-03T10:00:00Z'),
        game('d', '2025-12-31T10:00:00Z'),
      ],
      'UTC',
    );
    expect(months.map((month) => [month.key, month.games.map((g) => g.id)])).toEqual([
      ['2026-05', ['b', 'c']],
      ['2026-03', ['a']],
      ['2025-12', ['d']],
    ]);
    expect(months[0]?.month.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('groups by the month of the day shown, in the golfer’s time zone', () => {
    // 00:30 on 1 June in Paris is still 31 May in UTC: the round is listed on 1 June, so under June.
    const late = [game('a', '2026-05-31T22:30:00Z')];
    expect(groupByMonth(late, 'Europe/Paris').map((month) => month.key)).toEqual(['2026-06']);
    expect(groupByMonth(late, 'UTC').map((month) => month.key)).toEqual(['2026-05']);
    expect(groupByMonth(late, 'America/New_York')[0]?.month.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    // The day label of the list is formatted in the same zone.
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'Europe/Paris',
    });
    expect(day.format(new Date('2026-05-31T22:30:00Z'))).toBe('1 Jun');
  });
});

describe("a played round's standing", () => {
  const base = game('a', '2026-03-02T10:00:00Z');
  it.each([
    { name: 'stroke play, gross', round: base, standing: { kind: 'toPar', toPar: 8 } },
    {
      name: 'stroke play, net',
      round: { ...base, netDiff: -2 },
      standing: { kind: 'toPar', toPar: -2, net: true },
    },
    {
      name: 'stableford',
      round: { ...base, format: 'stableford' as const, points: 36, netDiff: 0 },
      standing: { kind: 'points', points: 36 },
    },
    {
      name: 'match play, lost',
      round: {
        ...base,
        format: 'matchplay' as const,
        match: { outcome: 'lost' as const, holesUp: -3, result: '3&2' },
      },
      standing: { kind: 'match', leader: false, holesUp: 3, result: '3&2', outcome: 'lost' },
    },
    {
      name: 'match play, all square so far',
      round: { ...base, format: 'matchplay' as const, match: { outcome: null, holesUp: 0, result: null } },
      standing: { kind: 'match', leader: null, holesUp: 0, result: null, outcome: null },
    },
    { name: 'nothing scored', round: { ...base, holesPlayed: 0 }, standing: null },
  ])('$name', ({ round, standing }) => {
    expect(playedStanding(round)).toEqual(standing);
  });
});
