import type { Statistics as StatisticsData } from '@fairway/contract';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BarChart3 from 'lucide-react/icons/bar-chart-3';
import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { HandicapIndexCard } from '../../profiles';
import type { Timeframe } from '../queries';
import { useStatistics } from '../queries';

// Recharts is big: the charts are their own chunk, loaded once there is something to draw.
const StatsCharts = lazy(() => import('../components/StatsCharts'));

/** `/stats`: the signed-in golfer's statistics. */
export function MyStatistics() {
  const { profile } = useSession();
  return <StatisticsScreen userId={profile?.userId} mine />;
}

/** `/u/:userId/stats`: a golfer's statistics (the signed-in golfer's own when the id is theirs). */
export function PlayerStatistics() {
  const { userId } = useParams();
  const { profile } = useSession();
  return <StatisticsScreen userId={userId} mine={userId === profile?.userId} />;
}

function StatisticsScreen({ userId, mine }: { userId: string | undefined; mine: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const stats = useStatistics(userId, timeframe);
  const title = mine ? t('stats:titleMine') : t('stats:title');
  useDocumentTitle(title, t('common:appName'));
  const notFound = stats.error instanceof ApiError && stats.error.status === 404;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 pt-4 pb-16">
      <div className="flex flex-wrap items-center gap-2">
        {!mine && (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            aria-label={t('stats:back')}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        <h1 className="mr-auto text-2xl font-extrabold">{title}</h1>
        <TimeframeSwitch value={timeframe} onChange={setTimeframe} />
      </div>

      {stats.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {stats.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {notFound ? t('stats:cantLoadProfile') : t('stats:error')}
        </p>
      )}
      {stats.data && stats.data.totalGames === 0 && <EmptyStats mine={mine} />}
      {stats.data && stats.data.totalGames > 0 && (
        <>
          <KeyFigures stats={stats.data} />
          <Suspense fallback={<Spinner label={t('common:loading')} className="mx-auto my-10" />}>
            <StatsCharts stats={stats.data} />
          </Suspense>
        </>
      )}
      {/* Fairway's index over time, with the way to its explanation (its own request: the handicap's). */}
      {userId && stats.data && <HandicapIndexCard userId={userId} />}
    </div>
  );
}

function TimeframeSwitch({ value, onChange }: { value: Timeframe; onChange: (value: Timeframe) => void }) {
  const { t } = useT();
  const options: { value: Timeframe; label: string }[] = [
    { value: 'all', label: t('stats:timeframe.all') },
    { value: 'recent', label: t('stats:timeframe.recent') },
  ];
  return (
    <div
      role="group"
      aria-label={t('stats:timeframe.label')}
      className="flex rounded-full border border-line bg-surface p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'min-h-9 rounded-full px-3 text-sm font-semibold',
            value === option.value ? 'bg-primary text-on-primary' : 'text-fg-muted hover:bg-surface-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function EmptyStats({ mine }: { mine: boolean }) {
  const { t } = useT();
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
      <BarChart3 aria-hidden="true" className="size-10 text-fg-muted" />
      <h2 className="text-lg font-bold">{t('stats:empty.title')}</h2>
      <p className="max-w-md text-fg-muted">{mine ? t('stats:empty.mine') : t('stats:empty.other')}</p>
      {mine && (
        <Link to="/create-round" className={buttonClasses('primary', 'md')}>
          {t('stats:empty.action')}
        </Link>
      )}
    </section>
  );
}

function KeyFigures({ stats }: { stats: StatisticsData }) {
  const { t, i18n } = useT();
  const number = (value: number | null, digits = 1) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
          value / 100,
        );
  const figures: { key: string; label: string; value: string }[] = [
    { key: 'rounds', label: t('stats:figures.rounds'), value: number(stats.totalGames, 0) },
    { key: 'average', label: t('stats:figures.avgScore'), value: number(stats.avgScore) },
    {
      key: 'handicap',
      label: t('stats:figures.handicap'),
      value:
        stats.handicap === null
          ? '–'
          : stats.handicap < 0
            ? `+${number(-stats.handicap)}`
            : number(stats.handicap),
    },
    { key: 'gir', label: t('stats:figures.gir'), value: percent(stats.rates.girPercent) },
    { key: 'fairways', label: t('stats:figures.fairways'), value: percent(stats.rates.fairwayHitPercent) },
    { key: 'puttsRound', label: t('stats:figures.puttsPerRound'), value: number(stats.rates.puttsPerRound) },
    { key: 'puttsHole', label: t('stats:figures.puttsPerHole'), value: number(stats.rates.puttsPerHole, 2) },
    {
      key: 'birdies',
      label: t('stats:figures.birdiesOrBetter'),
      value: number(stats.birdies + stats.eagles, 0),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key} className="flex flex-col rounded-2xl border border-line bg-surface p-4">
          <dt className="text-sm text-fg-muted">{figure.label}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
