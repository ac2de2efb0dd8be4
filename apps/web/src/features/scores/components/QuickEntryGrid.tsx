import type { GamePlayer } from '@fairway/contract';
import { quickScoreChoices } from '@fairway/golf';
import { clsx } from 'clsx';
import { useT } from '../../../i18n/use-t';
import { TONE_CLASSES, nameOfScore, scoreTone } from '../model/score-tone';
import { ScoreChip } from './ScoreChip';
import { scoreNameLabel } from './score-labels';

export interface QuickEntryRow {
  player: GamePlayer;
  score: number | null;
  par: number;
  pending: boolean;
}

export interface QuickEntryGridProps {
  holeNumber: number;
  rows: readonly QuickEntryRow[];
  /** A number tapped: saved as the score view saves it (queue, history, live). */
  onPick: (playerId: string, score: number) => void;
  /** "More": the player's full score view (other strokes, putts, fairway, penalties). */
  onMore: (playerId: string) => void;
}

/**
 * The marker's hole grid: a row per player with the strokes centred on par (par − 1 to par + 2) and "more", so a
 * group's scores on a hole take one tap each. The chosen number is pressed; each row is a named group.
 */
export function QuickEntryGrid({ holeNumber, rows, onPick, onMore }: QuickEntryGridProps) {
  const { t } = useT();
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => {
        const first = row.player.name.trim();
        return (
          <li key={row.player.id} className="rounded-2xl border border-line bg-surface px-3 py-2.5 shadow-sm">
            <div
              role="group"
              aria-label={t('play:quick.rowLabel', { name: first, number: holeNumber })}
              className="flex flex-col gap-2"
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-semibold">{first}</span>
                <ScoreChip score={row.score} par={row.par} pending={row.pending} size="sm" scoreHidden />
              </div>
              <div className="grid grid-cols-5 gap-1.5">
                {quickScoreChoices(row.par).map((strokes) => {
                  const name = nameOfScore(strokes, row.par);
                  const tone = scoreTone(strokes, row.par);
                  const chosen = row.score === strokes;
                  return (
                    <button
                      key={strokes}
                      type="button"
                      aria-pressed={chosen}
                      aria-label={`${strokes}${name ? `, ${scoreNameLabel(t, name)}` : ''}`}
                      onClick={() => onPick(row.player.id, strokes)}
                      className={clsx(
                        'flex h-12 flex-col items-center justify-center rounded-xl border text-lg font-bold tabular-nums',
                        chosen && tone
                          ? clsx(
                              TONE_CLASSES[tone],
                              'border-transparent ring-2 ring-fg ring-offset-2 ring-offset-surface',
                            )
                          : 'border-line bg-bg hover:bg-surface-muted',
                      )}
                    >
                      {strokes}
                    </button>
                  );
                })}
                <button
                  type="button"
                  onClick={() => onMore(row.player.id)}
                  aria-label={t('play:quick.moreFor', { name: first })}
                  className="flex h-12 items-center justify-center rounded-xl border border-line bg-bg px-1 text-sm font-semibold hover:bg-surface-muted"
                >
                  {t('play:quick.more')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
