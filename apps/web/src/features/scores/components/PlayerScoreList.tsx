import type { GamePlayer } from '@fairway/contract';
import { clsx } from 'clsx';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Crown from 'lucide-react/icons/crown';
import Grid3x3 from 'lucide-react/icons/grid-3x3';
import { useT } from '../../../i18n/use-t';
import type { Standing } from '../model/live-leaderboard';
import { nameOfScore } from '../model/score-tone';
import { QuickEntryGrid } from './QuickEntryGrid';
import { ScoreChip } from './ScoreChip';
import { positionLabel, scoreNameLabel } from './score-labels';
import { StandingFigure } from './StandingFigure';

export interface PlayerScoreRow {
  player: GamePlayer;
  score: number | null;
  par: number;
  pending: boolean;
  isMe: boolean;
  isOwner: boolean;
  /** Stableford points on this hole, in a stableford round. */
  holePoints: number | null;
  position: number | null;
  tied: boolean;
  standing: Standing | null;
  thru: number;
}

export interface PlayerScoreListProps {
  holeNumber: number;
  rows: readonly PlayerScoreRow[];
  showLeaderboard: boolean;
  showLiveScores: boolean;
  onOpen: (playerId: string) => void;
  /** The marker's quick entry grid instead of the list, and what it does when set. */
  quick?: {
    on: boolean;
    onToggle: (on: boolean) => void;
    onPick: (playerId: string, score: number) => void;
  };
}

/** The list's heading, focusable so that the focus can come back to the list of a new hole. */
export const PLAYER_SCORES_TITLE_ID = 'player-scores-title';

/** Score-only view: every player with their score on the current hole; a tap opens their score view. */
export function PlayerScoreList({
  holeNumber,
  rows,
  showLeaderboard,
  showLiveScores,
  onOpen,
  quick,
}: PlayerScoreListProps) {
  const { t } = useT();
  return (
    <section aria-labelledby={PLAYER_SCORES_TITLE_ID} className="mx-auto w-full max-w-xl px-4 pt-4 pb-6">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2
          id={PLAYER_SCORES_TITLE_ID}
          tabIndex={-1}
          className="text-sm font-semibold tracking-wide text-fg-muted uppercase"
        >
          {t('play:scoresOnHole', { number: holeNumber })}
        </h2>
        {quick && (
          <button
            type="button"
            aria-pressed={quick.on}
            onClick={() => quick.onToggle(!quick.on)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-semibold hover:bg-surface-muted aria-pressed:border-primary aria-pressed:bg-fairway aria-pressed:text-brand"
          >
            <Grid3x3 aria-hidden="true" className="size-4" />
            {t('play:quick.toggle')}
          </button>
        )}
      </div>
      {quick?.on ? (
        <QuickEntryGrid holeNumber={holeNumber} rows={rows} onPick={quick.onPick} onMore={onOpen} />
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => {
            const name = nameOfScore(row.score, row.par);
            const nameText = name ? scoreNameLabel(t, name) : '';
            const first = row.player.name.trim();
            const hasStanding = showLiveScores && row.standing !== null && row.thru > 0;
            // The row's name is its own text (WCAG 2.5.3: what a voice user reads out reaches it), in the order a
            // screen reader should hear it: who, the score on the hole, the position, the standing, the sync
            // state. The position is drawn first but read after the name; the bits only a listener needs are sr-only.
            return (
              <li key={row.player.id}>
                <button
                  type="button"
                  data-player-row={row.player.id}
                  onClick={() => onOpen(row.player.id)}
                  className="flex min-h-18 w-full items-center gap-2.5 rounded-2xl border border-line bg-surface px-3 py-2.5 text-left shadow-sm transition-colors hover:bg-surface-muted active:scale-[0.99]"
                >
                  <span
                    aria-hidden="true"
                    className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-fairway text-sm font-bold text-brand sm:flex"
                  >
                    {initials(first)}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex min-w-0 items-center gap-1.5 font-semibold">
                      <span className="min-w-0 truncate">{row.player.name}</span>{' '}
                      {row.isOwner && (
                        <Crown aria-label={t('play:owner')} className="size-4 shrink-0 text-accent-strong" />
                      )}{' '}
                      {row.isMe && (
                        <span className="shrink-0 text-xs font-medium text-fg-muted">({t('play:you')})</span>
                      )}
                    </span>
                    <span className="sr-only">,</span>{' '}
                    <span className="truncate text-sm text-fg-muted">
                      {row.score ? (
                        <>
                          <span className="sr-only">{row.score}</span> {nameText}
                        </>
                      ) : (
                        t('play:enterScore')
                      )}
                      {row.holePoints !== null && ` · ${t('play:points', { count: row.holePoints })}`}
                      {row.player.status === 'finished' && ` · ${t('play:statusFinished')}`}
                    </span>
                  </span>
                  {showLeaderboard && (
                    <span
                      className={clsx(
                        'order-first w-7 shrink-0 text-center text-sm font-bold tabular-nums',
                        row.position === 1 ? 'text-brand' : 'text-fg-muted',
                      )}
                    >
                      <span className="sr-only">
                        , {t('play:positionLabel', { position: positionLabel(t, row.position, row.tied) })}
                      </span>
                      <span aria-hidden="true">{positionLabel(t, row.position, row.tied)}</span>
                    </span>
                  )}
                  {hasStanding && row.standing && (
                    <>
                      <span className="sr-only">,</span>{' '}
                      <StandingFigure
                        standing={row.standing}
                        fallback={t('play:thru', { count: row.thru })}
                      />
                    </>
                  )}
                  {row.pending && <span className="sr-only">,</span>}{' '}
                  <ScoreChip score={row.score} par={row.par} pending={row.pending} scoreHidden />
                  <ChevronRight
                    aria-hidden="true"
                    className="hidden size-5 shrink-0 text-fg-muted sm:block"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Up to two initials of a name, for the avatar placeholder. */
export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
