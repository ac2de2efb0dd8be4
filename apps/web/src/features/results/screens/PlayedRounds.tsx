import type { PlayedGame } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { standingLabel, standingParts, toParLabel } from '../../scores';
import type { T, Standing } from '../../scores';
import { deviceTimeZone, groupByMonth, playedStanding } from '../model/played-rounds';
import { usePlayedGames } from '../queries';

/** The short format label of the list: "STK PLAY" for stroke play (games-and-profiles.md §2). */
function formatShort(t: T, format: string): string {
  const labels: Record<string, string> = {
    strokeplay: t('results:formatShort.strokeplay'),
    stableford: t('results:formatShort.stableford'),
    matchplay: t('results:formatShort.matchplay'),
    skins: t('results:formatShort.skins'),
    bestball: t('results:formatShort.bestball'),
    scramble: t('results:formatShort.scramble'),
    alternate: t('results:formatShort.alternate'),
  };
  return labels[format] ?? t('results:formatShort.free_play');
}

/** `/u/:userId/games`: a golfer's played rounds by year-month, newest first; a tap opens the result. */
export function PlayedRounds() {
  const { userId } = useParams();
  const { t, i18n } = useT();
  const { profile } = useSession();
  const navigate = useNavigate();
  const games = usePlayedGames(userId);
  const mine = userId === profile?.userId;
  const title = mine ? t('results:played.mine') : t('results:played.title');
  useDocumentTitle(title, t('common:appName'));
  const monthFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Days and their months in one time zone, the device's: a round sits under the month of the day shown.
  const timeZone = deviceTimeZone();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('results:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="text-2xl font-extrabold">{title}</h1>
      </div>

      {games.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {games.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {t('results:played.error')}
        </p>
      )}
      {games.data && games.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-8 text-center text-fg-muted">
          {t('results:played.empty')}
        </p>
      )}
      {games.data &&
        groupByMonth(games.data, timeZone).map((month) => (
          <section key={month.key} aria-labelledby={`month-${month.key}`}>
            <h2
              id={`month-${month.key}`}
              className="mb-2 text-sm font-semibold tracking-wide text-fg-muted capitalize"
            >
              {monthFormat.format(month.month)}
            </h2>
            <ul className="flex flex-col gap-2">
              {month.games.map((game) => (
                <li key={game.id}>
                  <RoundItem
                    game={game}
                    day={dayFormat.format(new Date(game.date))}
                    format={formatShort(t, game.format)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function RoundItem({ game, day, format }: { game: PlayedGame; day: string; format: string }) {
  const { t } = useT();
  const standing = playedStanding(game);
  const figure = roundFigure(t, game, standing);
  return (
    <Link
      to={`/game/${encodeURIComponent(game.id)}/result`}
      className="flex min-h-18 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-sm hover:bg-surface-muted"
    >
      <span className="flex w-12 shrink-0 flex-col items-center text-center text-sm font-semibold text-fg-muted">
        {day}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{game.clubName}</span>
        <span className="text-sm text-fg-muted">
          {game.courseName !== game.clubName && `${game.courseName} · `}
          {game.holesPlayed > 0 && game.holesPlayed < game.holes
            ? t('results:played.holesOf', { played: game.holesPlayed, count: game.holes })
            : t('results:played.holes', { count: game.holes })}{' '}
          · <span className="font-semibold tracking-wide">{format}</span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end text-right leading-tight">
        <span className="sr-only">{standing ? standingLabel(t, standing) : ''}</span>
        <span aria-hidden="true" className="text-xl font-extrabold tabular-nums">
          {figure.value}
        </span>
        <span aria-hidden="true" className="text-sm font-semibold text-fg-muted tabular-nums">
          {figure.caption}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
    </Link>
  );
}

/** The figure a played round shows big (strokes, points or the match) and the line under it. */
function roundFigure(t: T, game: PlayedGame, standing: Standing | null): { value: string; caption: string } {
  if (!standing) return { value: '–', caption: '' };
  switch (standing.kind) {
    case 'points':
    case 'skins':
    case 'match': {
      const parts = standingParts(t, standing);
      return { value: parts.value, caption: parts.caption ?? '' };
    }
    case 'toPar':
      return {
        value: String(game.score),
        caption: standing.net
          ? t('play:netToPar', { value: toParLabel(t, standing.toPar) })
          : toParLabel(t, standing.toPar),
      };
  }
}
