import type { HandicapRecord, HandicapSummary } from '@fairway/contract';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Info from 'lucide-react/icons/info';
import { Suspense, lazy } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useHandicapSummary } from '../queries';

const HandicapIndexChart = lazy(() => import('../components/HandicapIndexChart'));

/**
 * `/u/:userId/handicap`: Fairway's own handicap index explained: the last 20 differentials with those that
 * count, the WHS table row, the low index and any cap, exceptional reductions, and each round's card.
 */
export function HandicapExplained() {
  const { userId } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  const summary = useHandicapSummary(userId);
  useDocumentTitle(t('profiles:handicap.title'), t('common:appName'));
  const notFound = summary.error instanceof ApiError && summary.error.status === 404;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('profiles:handicap.back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="text-2xl font-extrabold">{t('profiles:handicap.title')}</h1>
      </div>
      <p className="flex gap-2 rounded-2xl bg-surface-muted p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('profiles:handicap.notOfficial')}
      </p>
      {summary.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {summary.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {notFound ? t('profiles:notFound') : t('profiles:handicap.error')}
        </p>
      )}
      {summary.data && <Explanation summary={summary.data} />}
    </div>
  );
}

function Explanation({ summary }: { summary: HandicapSummary }) {
  const { t, i18n } = useT();
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      value,
    );
  const index = (value: number | null) =>
    value === null ? '–' : value < 0 ? `+${number(-value)}` : number(value);
  const { calculation } = summary;
  const inWindow = summary.records.filter((record) => record.inWindow);

  return (
    <>
      <section className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5">
        <p className="text-sm text-fg-muted">
          {summary.source === 'computed' ? t('profiles:handicap.computed') : t('profiles:handicap.declared')}
        </p>
        <p className="text-4xl font-extrabold tabular-nums">{index(summary.handicapIndex)}</p>
        {summary.source === 'declared' && (
          <p className="text-sm text-fg-muted">
            {t('profiles:handicap.needsThree', { count: summary.scoreCount })}
          </p>
        )}
      </section>

      {calculation && (
        <section aria-labelledby="handicap-steps" className="flex flex-col gap-3">
          <h2 id="handicap-steps" className="text-lg font-bold">
            {t('profiles:handicap.howTitle')}
          </h2>
          <ol className="flex list-decimal flex-col gap-2 pl-6">
            <li>{t('profiles:handicap.stepWindow', { count: calculation.scores })}</li>
            <li>
              {t('profiles:handicap.stepLowest', { count: calculation.lowest, scores: calculation.scores })}
              {calculation.adjustment !== 0 &&
                ` ${t('profiles:handicap.stepAdjustment', { value: number(calculation.adjustment) })}`}
            </li>
            <li>{t('profiles:handicap.stepResult', { value: index(calculation.uncappedIndex) })}</li>
            {summary.lowHandicapIndex !== null && (
              <li>
                {t('profiles:handicap.stepLow', { value: index(summary.lowHandicapIndex) })}{' '}
                {calculation.cap === 'none'
                  ? t('profiles:handicap.capNone')
                  : calculation.cap === 'soft'
                    ? t('profiles:handicap.capSoft', { value: index(summary.computedIndex) })
                    : t('profiles:handicap.capHard', { value: index(summary.computedIndex) })}
              </li>
            )}
          </ol>
        </section>
      )}

      {summary.history.length > 0 && (
        <section aria-labelledby="handicap-history" className="flex flex-col gap-2">
          <h2 id="handicap-history" className="text-lg font-bold">
            {t('profiles:handicap.overTime')}
          </h2>
          <Suspense fallback={<Spinner label={t('common:loading')} className="mx-auto my-6" />}>
            <HandicapIndexChart history={summary.history} />
          </Suspense>
        </section>
      )}

      <section aria-labelledby="handicap-records" className="flex flex-col gap-3">
        <h2 id="handicap-records" className="text-lg font-bold">
          {t('profiles:handicap.recordsTitle', { count: inWindow.length })}
        </h2>
        {summary.records.length === 0 ? (
          <p className="text-fg-muted">{t('profiles:handicap.noRecords')}</p>
        ) : (
          <>
            <p className="text-sm text-fg-muted">{t('profiles:handicap.countsHint')}</p>
            <ul className="flex flex-col gap-2">
              {summary.records.map((record) => (
                <RecordCard key={record.gameId} record={record} number={number} />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

function RecordCard({ record, number }: { record: HandicapRecord; number: (value: number) => string }) {
  const { t, i18n } = useT();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(record.date),
  );
  return (
    <li
      className={clsx(
        'flex flex-col gap-2 rounded-2xl border p-4',
        record.counts ? 'border-primary bg-fairway' : 'border-line bg-surface',
        !record.inWindow && 'opacity-75',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <Link to={`/game/${record.gameId}/result`} className="underline-offset-2 hover:underline">
            {record.clubName ?? t('profiles:handicap.unknownCourse')}
          </Link>
          <span className="font-normal text-fg-muted"> · {date}</span>
        </p>
        <p className="text-2xl font-extrabold tabular-nums">{number(record.usedDifferential)}</p>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
        <span>{t('profiles:handicap.adjustedGross', { value: record.adjustedGrossScore })}</span>
        <span>
          {record.unrated
            ? t('profiles:handicap.unrated')
            : t('profiles:handicap.ratings', { cr: number(record.courseRating), slope: record.slopeRating })}
        </span>
        {record.teeName && <span>{t('profiles:handicap.tee', { tee: record.teeName })}</span>}
      </div>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        {record.counts && (
          <span className="rounded-full bg-primary px-2.5 py-1 text-on-primary">
            {t('profiles:handicap.counts')}
          </span>
        )}
        {!record.inWindow && (
          <span className="rounded-full bg-surface-muted px-2.5 py-1">
            {t('profiles:handicap.outOfWindow')}
          </span>
        )}
        {record.exceptionalReduction !== 0 && (
          <span className="rounded-full bg-surface-muted px-2.5 py-1">
            {t('profiles:handicap.exceptional', {
              value: number(record.exceptionalReduction),
              raw: number(record.differential),
            })}
          </span>
        )}
      </div>
    </li>
  );
}
