import type { PlayedGame } from '@fairway/contract';
import type { Standing } from '../../scores';

/** One year-month of a golfer's played rounds. */
export interface RoundsMonth {
  /** `YYYY-MM` in the time zone grouped by, the group's key. */
  key: string;
  /** The first day of the month at 00:00 UTC, for a localised heading (format it in UTC). */
  month: Date;
  games: PlayedGame[];
}

/** The device's time zone: rounds are grouped and their days shown in it, so a round sits under its own day. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Year and month (1–12) of an instant in `timeZone`. */
function yearMonthIn(date: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: 'year' | 'month') => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * Groups played rounds by year-month in `timeZone` (the one their days are shown in), newest month first and
 * newest round first inside each.
 */
export function groupByMonth(
  games: readonly PlayedGame[],
  timeZone: string = deviceTimeZone(),
): RoundsMonth[] {
  const sorted = [...games].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const months: RoundsMonth[] = [];
  for (const game of sorted) {
    const { year, month: monthNumber } = yearMonthIn(new Date(game.date), timeZone);
    const key = `${year}-${String(monthNumber).padStart(2, '0')}`;
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, month: new Date(Date.UTC(year, monthNumber - 1, 1)), games: [] };
      months.push(month);
    }
    month.games.push(game);
  }
  return months;
}

/**
 * What a played round shows as its standing, the format's own: stableford points, the match (won, lost or
 * halved with its result, else its state), net strokes to par when handicap strokes count, else strokes to par;
 * null before a hole is scored.
 */
export function playedStanding(game: PlayedGame): Standing | null {
  if (game.holesPlayed === 0) return null;
  if (game.format === 'stableford' && game.points !== null) return { kind: 'points', points: game.points };
  if (game.format === 'matchplay' && game.match) {
    const { holesUp, outcome, result } = game.match;
    return {
      kind: 'match',
      leader: holesUp === 0 ? null : holesUp > 0,
      holesUp: Math.abs(holesUp),
      result,
      outcome,
    };
  }
  if (game.netDiff !== null) return { kind: 'toPar', toPar: game.netDiff, net: true };
  return { kind: 'toPar', toPar: game.scoreDiff };
}
