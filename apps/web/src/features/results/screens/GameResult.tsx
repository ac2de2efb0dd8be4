import type { GameResults } from '@fairway/contract';
import { leaderboardRanking, leaderboardScoringMode } from '@fairway/golf';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import Share2 from 'lucide-react/icons/share-2';
import Trophy from 'lucide-react/icons/trophy';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { readDistanceUnit } from '../../clubs';
import { Scorecard } from '../../courses';
import { GameErrorScreen } from '../../games';
import { CreatePostModal } from '../../posts';
import {
  formatLabel,
  positionLabel,
  rankingLabel,
  standingLabel,
  standingParts,
  toParLabel,
  cardExtras,
} from '../../scores';
import type { Standing } from '../../scores';
import {
  featuredPlayer,
  hasNoGameData,
  playerStats,
  resultCard,
  resultLeaderboardInput,
  standingOfRow,
} from '../model/result';
import { scorecardOfResult } from '../model/result-scorecard';
import { useGameResults } from '../queries';

// Recharts is big: the carousel is its own chunk.
const StatsCarousel = lazy(() => import('../components/StatsCarousel'));

/** `/game/:gameId/result` and `/game-result/:gameId` (games-and-profiles.md §2 "Result"). */
export function GameResult() {
  const { gameId } = useParams();
  const results = useGameResults(gameId);
  if (results.data) return <ResultView results={results.data} />;
  if (results.isError)
    return <GameErrorScreen error={results.error} onRetry={() => void results.refetch()} />;
  return <FullScreenLoader />;
}

function ResultView({ results }: { results: GameResults }) {
  const { t, i18n } = useT();
  const { profile } = useSession();
  const { game } = results;
  useDocumentTitle(t('results:title'), t('common:appName'));
  const featured = featuredPlayer(results, profile?.userId ?? null);
  const card = useMemo(() => (featured ? resultCard(results, featured) : null), [results, featured]);
  const extras = useMemo(
    () => (featured ? cardExtras(resultLeaderboardInput(results))[featured.id] : undefined),
    [results, featured],
  );
  const unit = readDistanceUnit();
  const me = results.players.find((player) => player.userId === profile?.userId);
  const statsPlayer = me ?? featured;
  const stats = useMemo(
    () => (statsPlayer ? playerStats(results, statsPlayer) : null),
    [results, statsPlayer],
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(game.date));
  const nameOf = (id: string) => results.players.find((player) => player.id === id)?.name ?? '';
  const statusOf = (ids: readonly string[]) =>
    ids.every((id) => results.players.find((player) => player.id === id)?.status === 'finished');
  const noData = hasNoGameData(results);
  const winner = results.players.find((player) => player.id === results.winnerId);
  const isNet = leaderboardScoringMode(game) === 'net';
  const featuredRow = featured
    ? results.leaderboard.find((row) => row.playerIds.includes(featured.id))
    : undefined;
  const headline = featuredRow ? standingOfRow(game.format, featuredRow, isNet) : null;
  const [sharing, setSharing] = useState(false);
  // its players share a finished round to their feed (issue #22)
  const canShare = Boolean(me) && game.status === 'finished';
  const roundTitle =
    game.courseName !== game.clubName ? `${game.clubName} · ${game.courseName}` : game.clubName;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard"
          aria-label={t('results:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('results:title')}</p>
      </div>

      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold md:text-3xl">{game.clubName}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted">
          {game.courseName !== game.clubName && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {game.courseName}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={game.date}>{date}</time>
          </span>
          <span className="rounded-full bg-fairway px-2.5 py-0.5 text-sm font-semibold text-brand">
            {formatLabel(t, game.format)}
          </span>
        </p>
        {canShare && (
          <div className="mt-2">
            <Button variant="primary" size="md" onClick={() => setSharing(true)}>
              <Share2 aria-hidden="true" className="size-5" />
              {t('results:shareToFeed')}
            </Button>
            <CreatePostModal
              open={sharing}
              onOpenChange={setSharing}
              round={{ gameId: game.id, title: roundTitle }}
            />
          </div>
        )}
      </header>

      {noData || !card ? (
        <p
          role="status"
          className="rounded-3xl border border-dashed border-line bg-surface p-8 text-center text-fg-muted"
        >
          {t('results:noGameData')}
        </p>
      ) : (
        <>
          <section aria-labelledby="card-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <div>
                {winner && (
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
                    <Trophy aria-hidden="true" className="size-4" />
                    {t('results:winner')}
                  </p>
                )}
                <h2 id="card-title" className="text-xl font-bold">
                  {t('results:scorecardOf', { name: card.playerName })}
                </h2>
              </div>
              <Headline
                headline={headline && featuredRow && featuredRow.thru > 0 ? headline : null}
                strokes={card.totalScore}
                toPar={card.toPar}
              />
            </div>
            <Scorecard
              card={scorecardOfResult(card, extras)}
              unit={unit}
              caption={t('results:scorecardOf', { name: card.playerName })}
            />
          </section>

          {results.players.length > 1 && (
            <section aria-labelledby="result-leaderboard-title">
              <h2 id="result-leaderboard-title" className="text-xl font-bold">
                {t('results:leaderboard')}
              </h2>
              <p className="mb-3 text-sm text-fg-muted">
                {rankingLabel(t, leaderboardRanking(game.format, isNet ? 'net' : 'gross'))}
              </p>
              <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
                {results.leaderboard.map((row) => {
                  const standing = standingOfRow(game.format, row, isNet);
                  const parts = standingParts(t, standing);
                  const finished = statusOf(row.playerIds);
                  return (
                    <li key={row.id} className="flex items-center gap-3 px-4 py-3">
                      <span className="w-8 text-center text-lg font-bold tabular-nums">
                        {positionLabel(t, row.position, row.tied)}
                      </span>
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="flex items-center gap-1.5 truncate font-semibold">
                          {row.playerIds.map(nameOf).join(' & ')}
                          {results.winnerId !== null && row.playerIds.includes(results.winnerId) && (
                            <Trophy aria-label={t('results:winner')} className="size-4 text-accent-strong" />
                          )}
                        </span>
                        <span className="text-sm text-fg-muted">
                          <span className={finished ? 'font-semibold text-brand' : ''}>
                            {finished ? t('play:statusFinished') : t('play:statusPlaying')}
                          </span>
                          {` · ${t('play:thru', { count: row.thru })} · ${t('results:strokes', { count: row.gross })}`}
                        </span>
                      </span>
                      <span className="flex flex-col items-end text-right leading-tight">
                        <span className="sr-only">{standingLabel(t, standing)}</span>
                        <span aria-hidden="true" className="text-lg font-bold tabular-nums">
                          {row.thru > 0 ? parts.value : '–'}
                        </span>
                        {parts.caption && row.thru > 0 && (
                          <span aria-hidden="true" className="text-xs text-fg-muted">
                            {parts.caption}
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          )}

          {stats && statsPlayer && (
            <section aria-labelledby="stats-title" className="flex flex-col gap-3">
              <h2 id="stats-title" className="text-xl font-bold">
                {statsPlayer.id === me?.id
                  ? t('results:yourStats')
                  : t('results:statsOf', { name: statsPlayer.name })}
              </h2>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <StatCard label={t('results:totalScore')} value={String(stats.totalScore)} />
                <StatCard label={t('results:toPar')} value={toParLabel(t, stats.toPar)} />
                <StatCard
                  label={t('results:putts')}
                  value={stats.holesWithPuttsData > 0 ? String(stats.totalPutts) : '–'}
                />
                <StatCard
                  label={t('results:fairwaysHit')}
                  value={`${stats.fairwayAccuracy.middle}/${stats.fairwayOpportunities}`}
                />
                <StatCard
                  label={t('results:gir')}
                  value={`${stats.greensInRegulationCount}/${stats.girOpportunities}`}
                />
                <StatCard label={t('results:birdiesOrBetter')} value={String(stats.birdies + stats.eagles)} />
                <StatCard label={t('results:parsLabel')} value={String(stats.pars)} />
                <StatCard label={t('results:holesPlayed')} value={String(stats.holesPlayed)} />
              </dl>
              <Suspense fallback={<Spinner className="mx-auto my-10" />}>
                <StatsCarousel stats={stats} />
              </Suspense>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The featured player's standing in the round's format beside their card: stableford points or the match with
 * the strokes under them, or the strokes with their to-par, net ones said to be net.
 */
function Headline({
  headline,
  strokes,
  toPar,
}: {
  headline: Standing | null;
  strokes: number;
  toPar: number;
}) {
  const { t } = useT();
  if (headline && (headline.kind === 'points' || headline.kind === 'match' || headline.kind === 'skins')) {
    const parts = standingParts(t, headline);
    return (
      <p className="flex flex-col items-end text-right leading-tight" data-testid="result-headline">
        <span className="sr-only">{standingLabel(t, headline)}</span>
        <span aria-hidden="true">
          <span className="text-3xl font-extrabold tabular-nums">{parts.value}</span>{' '}
          {parts.caption && <span className="font-semibold text-fg-muted">{parts.caption}</span>}
        </span>
        <span className="text-sm text-fg-muted">{t('results:strokes', { count: strokes })}</span>
      </p>
    );
  }
  const net = headline?.kind === 'toPar' && headline.net;
  return (
    <p className="text-right" data-testid="result-headline">
      <span className="text-3xl font-extrabold tabular-nums">{strokes}</span>{' '}
      <span className="font-semibold text-fg-muted">
        {net ? t('play:netToPar', { value: toParLabel(t, headline.toPar) }) : toParLabel(t, toPar)}
      </span>
    </p>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface px-3 py-3">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}
