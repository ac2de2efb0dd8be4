import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BagGroups } from '../components/BagGroups';
import { useUserBag } from '../queries';

/** `/u/:userId/bag`: the clubs a golfer has in the bag, grouped and sorted as clubs-and-social.md §2. */
export function UserBag() {
  const { userId } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  const bag = useUserBag(userId);
  useDocumentTitle(t('bag:titleOther'), t('common:appName'));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('bag:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="text-2xl font-extrabold">{t('bag:titleOther')}</h1>
      </div>
      {bag.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {bag.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {t('bag:loadErrorOther')}
        </p>
      )}
      {bag.data && bag.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-8 text-center text-fg-muted">
          {t('bag:emptyOther')}
        </p>
      )}
      {bag.data && bag.data.length > 0 && <BagGroups clubs={bag.data} />}
    </div>
  );
}
