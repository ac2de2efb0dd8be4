import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Spinner } from '../../../ui/Spinner';
import { useHandicapSummary } from '../queries';

const HandicapIndexChart = lazy(() => import('./HandicapIndexChart'));

/** The statistics screen's card: Fairway's index over time, and the way to its explanation. */
export function HandicapIndexCard({ userId }: { userId: string }) {
  const { t } = useT();
  const summary = useHandicapSummary(userId);
  if (!summary.data) return null;
  const { history } = summary.data;
  return (
    <section
      aria-labelledby="handicap-index-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="handicap-index-title" className="text-lg font-bold">
          {t('profiles:handicap.overTime')}
        </h2>
        <Link to={`/u/${userId}/handicap`} className="text-sm font-semibold text-brand underline">
          {t('profiles:figures.handicapHow')}
        </Link>
      </div>
      {history.length === 0 ? (
        <p className="text-fg-muted">{t('profiles:handicap.noHistory')}</p>
      ) : (
        <Suspense fallback={<Spinner label={t('common:loading')} className="mx-auto my-6" />}>
          <HandicapIndexChart history={history} />
        </Suspense>
      )}
    </section>
  );
}
