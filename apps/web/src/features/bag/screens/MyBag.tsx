import { BAG_LIMIT, clubsInBag } from '@fairway/golf';
import Briefcase from 'lucide-react/icons/briefcase';
import Pencil from 'lucide-react/icons/pencil';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BackToRound, useKeepRound } from '../../scores';
import { BagGroups } from '../components/BagGroups';
import { useMyBag } from '../queries';

/** `/my-bag`: the signed-in golfer's clubs grouped by type (clubs-and-social.md §2 "Bag"). */
export function MyBag() {
  const { t } = useT();
  const bag = useMyBag();
  // Opened from the round: editing and coming back keep the way back to it.
  const keepRound = useKeepRound();
  useDocumentTitle(t('bag:title'), t('common:appName'));
  const inBag = bag.data?.filter((club) => club.inBag) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 pt-4 pb-16">
      <BackToRound />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-extrabold">{t('bag:title')}</h1>
        {bag.data && (
          <p className="text-sm font-semibold text-fg-muted">
            {t('bag:count', { count: clubsInBag(inBag), max: BAG_LIMIT })}
          </p>
        )}
        <Link to={keepRound('/my-bag/edit')} className={buttonClasses('primary', 'md')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('bag:edit')}
        </Link>
      </div>
      {bag.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {bag.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {t('bag:loadError')}
        </p>
      )}
      {bag.data && inBag.length === 0 && (
        <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
          <Briefcase aria-hidden="true" className="size-10 text-fg-muted" />
          <p className="text-fg-muted">{t('bag:empty')}</p>
          <Link to={keepRound('/my-bag/edit')} className={buttonClasses('secondary', 'md')}>
            {t('bag:emptyAction')}
          </Link>
        </section>
      )}
      {inBag.length > 0 && <BagGroups clubs={inBag} />}
    </div>
  );
}
