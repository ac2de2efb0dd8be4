import type { GamePlayer } from '@fairway/contract';
import { leaderboardRanking } from '@fairway/golf';
import type { GameFormat, LeaderboardRow, ScoringMode } from '@fairway/golf';
import { clsx } from 'clsx';
import { useT } from '../../../i18n/use-t';
import { standingOf } from '../model/live-leaderboard';
import { positionLabel, rankingLabel } from './score-labels';
import { StandingFigure } from './StandingFigure';

export interface LiveLeaderboardProps {
  format: GameFormat;
  /** Whether strokes count net or gross (`leaderboardMode`): said above the board and beside net figures. */
  scoringMode: ScoringMode;
  rows: readonly LeaderboardRow[];
  players: readonly GamePlayer[];
  myPlayerId: string | null;
}

/** The live leaderboard for the round's format: position, players, holes played, standing and status. */
export function LiveLeaderboard({ format, scoringMode, rows, players, myPlayerId }: LiveLeaderboardProps) {
  const { t } = useT();
  const nameOf = (id: string) => players.find((player) => player.id === id)?.name ?? '';
  return (
    <section aria-labelledby="live-leaderboard-title">
      <h2 id="live-leaderboard-title" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {t('play:leaderboard')}
      </h2>
      <p className="mb-2 text-xs text-fg-muted">{rankingLabel(t, leaderboardRanking(format, scoringMode))}</p>
      <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {rows.map((row) => {
          const mine = myPlayerId !== null && row.playerIds.includes(myPlayerId);
          const finished = row.playerIds.every(
            (id) => players.find((player) => player.id === id)?.status === 'finished',
          );
          return (
            <li key={row.id} className={clsx('flex items-center gap-3 px-3 py-2.5', mine && 'bg-fairway')}>
              <span className="w-8 text-center font-bold tabular-nums">
                {positionLabel(t, row.position, row.tied)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">{row.playerIds.map(nameOf).join(' & ')}</span>
                <span className="text-xs text-fg-muted">
                  {finished ? t('play:statusFinished') : t('play:statusPlaying')}
                  {row.thru > 0 && ` · ${t('play:thru', { count: row.thru })}`}
                </span>
              </span>
              {row.thru > 0 ? (
                <StandingFigure standing={standingOf(format, row, scoringMode === 'net')} />
              ) : (
                <span className="text-base font-bold">–</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
