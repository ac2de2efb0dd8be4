import Flag from 'lucide-react/icons/flag';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/Button';

/**
 * A club that could not be shown: "no such club" for a 404, else the spec's load failure with a retry
 * (clubs-and-social.md §8), and a way back to the search.
 */
export function ClubLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-on-accent">
        <Flag aria-hidden="true" className="size-7" />
      </span>
      <div role="alert">
        <h1 className="text-xl font-bold">
          {notFound ? t('errors:club_not_found') : t('clubs:detail.loadFailed')}
        </h1>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {!notFound && (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('clubs:retry')}
          </Button>
        )}
        <Button variant="secondary" asChild>
          <Link to="/s">{t('clubs:detail.backToSearch')}</Link>
        </Button>
      </div>
    </section>
  );
}
