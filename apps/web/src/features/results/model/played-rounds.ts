import type { PlayedGame } from '@fairway/contract';

/** One year-month of a golfer's played rounds. */
export interface RoundsMonth {
  /** `YYYY-MM` (UTC), the group's key. */
  key: string;
  /** The first day of the month, for a localised heading. */
  month: Date;
  games: PlayedGame[];
}

/** Groups played rounds by year-month, newest month first and newest round first inside each. */
export function groupByMonth(games: readonly PlayedGame[]): RoundsMonth[] {
  const sorted = [...games].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const months: RoundsMonth[] = [];
  for (const game of sorted) {
    const date = new Date(game.date);
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    let month = months.at(-1);
    if (month?.key !== key) {
      month = { key, month: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)), games: [] };
      months.push(month);
    }
    month.games.push(game);
  }
  return months;
}
