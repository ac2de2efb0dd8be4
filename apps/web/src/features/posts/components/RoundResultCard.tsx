import type { GameResults, Post } from '@fairway/contract';
import { leaderboardScoringMode } from '@fairway/golf';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { readDistanceUnit } from '../../clubs';
import { Scorecard, layoutFor } from '../../courses';
import {
  featuredPlayer,
  resultCard,
  resultLeaderboardInput,
  standingOfRow,
  scorecardOfResult,
} from '../../results';
import { cardExtras, formatLabel, standingLabel, standingParts, toParLabel } from '../../scores';
import { usePostResult } from '../queries';

/**
 * The card of a `game_result` post: where and when, the format, the sharer's score in it (points, the match, or
 * strokes gross or net) and their compact scorecard (the one Scorecard, without the tee rows).
 */
export function RoundResultCard({ post }: { post: Post }) {
  const { t } = useT();
  const result = usePostResult(post.id, post.kind === 'game_result');
  if (result.data) return <RoundResultView results={result.data} authorId={post.author.userId} />;
  return (
    <p
      role={result.isError ? 'status' : undefined}
      className="rounded-2xl border border-dashed border-line p-4 text-center text-sm text-fg-muted"
    >
      {result.isError ? t('posts:result.unavailable') : t('posts:result.loading')}
    </p>
  );
}

function RoundResultView({ results, authorId }: { results: GameResults; authorId: string }) {
  const { t, i18n } = useT();
  const { game } = results;
  const player = featuredPlayer(results, authorId);
  const card = useMemo(() => (player ? resultCard(results, player) : null), [results, player]);
  const scorecard = useMemo(() => {
    if (!card || !player) return null;
    const full = scorecardOfResult(card, cardExtras(resultLeaderboardInput(results))[player.id]);
    // compact: the holes, par and the golfer's lines, no tee lengths
    return { ...full, tees: [], layout: layoutFor(0) };
  }, [results, card, player]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(game.date));
  const row = player ? results.leaderboard.find((item) => item.playerIds.includes(player.id)) : undefined;
  const isNet = leaderboardScoringMode(game) === 'net';
  const standing = row && row.thru > 0 ? standingOfRow(game.format, row, isNet) : null;
  const strokes = card?.totalScore ?? 0;
  const parts = standing && standing.kind !== 'toPar' ? standingParts(t, standing) : null;
  const toPar =
    standing?.kind === 'toPar' && standing.net
      ? t('play:netToPar', { value: toParLabel(t, standing.toPar) })
      : toParLabel(t, card?.toPar ?? 0);

  return (
    <section
      aria-label={t('posts:result.label', { club: game.clubName })}
      data-testid="round-result-card"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted/40 p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <p className="font-bold break-words">{game.clubName}</p>
          {game.courseName !== game.clubName && (
            <p className="text-sm break-words text-fg-muted">{game.courseName}</p>
          )}
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={game.date}>{date}</time>
            </span>
            <span className="rounded-full bg-fairway px-2 py-0.5 text-xs font-semibold text-brand">
              {formatLabel(t, game.format)}
            </span>
          </p>
        </div>
        {card && (
          <p className="flex flex-col items-end text-right leading-tight" data-testid="round-result-score">
            {parts && standing ? (
              <>
                <span className="sr-only">{standingLabel(t, standing)}</span>
                <span aria-hidden="true">
                  <span className="text-2xl font-extrabold tabular-nums">{parts.value}</span>{' '}
                  {parts.caption && <span className="font-semibold text-fg-muted">{parts.caption}</span>}
                </span>
                <span className="text-sm text-fg-muted">{t('results:strokes', { count: strokes })}</span>
              </>
            ) : (
              <span>
                <span className="text-2xl font-extrabold tabular-nums">{strokes}</span>{' '}
                <span className="font-semibold text-fg-muted">{toPar}</span>
              </span>
            )}
          </p>
        )}
      </div>
      {card && scorecard ? (
        <Scorecard
          card={scorecard}
          unit={readDistanceUnit()}
          caption={t('results:scorecardOf', { name: card.playerName })}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('results:noGameData')}</p>
      )}
    </section>
  );
}
