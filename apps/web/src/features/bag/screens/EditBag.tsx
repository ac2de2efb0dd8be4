import { BAG_LIMIT, CLUB_TYPES, clubsInBag } from '@fairway/golf';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { useDistanceUnits } from '../../../lib/preferences';
import { Button, buttonClasses } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useKeepRound } from '../../scores';
import { BagLimitDialog } from '../components/BagLimitDialog';
import { typeLabel } from '../components/BagGroups';
import { ClubDetails } from '../components/ClubDetails';
import { clubLabel } from '../model/club-label';
import type { ClubSlot, DraftClub } from '../model/draft';
import { CLUB_SLOTS, bagBody, draftOf, isDistanceValid, isSlot, toggleSlot } from '../model/draft';
import { useMyBag, useUpdateBag } from '../queries';

/** After a save, /my-bag opens after this long (clubs-and-social.md §4). */
const REDIRECT_AFTER_MS = 1500;

/**
 * `/my-bag/edit`: choose the clubs (at most 14: a 15th shows the "Maximum 14 clubs" dialog) and each one's brand,
 * model, loft, shaft flex, notes and average distance; saving returns to /my-bag after 1.5 s.
 */
export function EditBag() {
  const { t } = useT();
  const navigate = useNavigate();
  // Opened from the round (My bag → Edit): saving or cancelling returns to My bag with the way back to it.
  const keepRound = useKeepRound();
  const bag = useMyBag();
  const units = useDistanceUnits();
  const save = useUpdateBag();
  const [draft, setDraft] = useState<DraftClub[] | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useDocumentTitle(t('bag:editTitle'), t('common:appName'));

  useEffect(() => () => clearTimeout(redirect.current), []);

  // Until the first change the draft is the saved bag.
  const editing = draft ?? (bag.data ? draftOf(bag.data, units) : null);
  const clubs = editing ?? [];
  const inBag = clubs.filter((club) => club.inBag);
  const valid = clubs.every((club) => isDistanceValid(club.averageDistance, units));

  const toggle = (slot: ClubSlot) => {
    const result = toggleSlot(clubs, slot);
    if (result.refused) setLimitOpen(true);
    else setDraft(result.draft);
  };

  const submit = () => {
    save.mutate(bagBody(clubs, units), {
      onSuccess: () => {
        toast.success(t('bag:saved'), { duration: REDIRECT_AFTER_MS });
        redirect.current = setTimeout(() => void navigate(keepRound('/my-bag')), REDIRECT_AFTER_MS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'bag_limit_exceeded') setLimitOpen(true);
        else toast.error(error instanceof ApiError ? t(errorMessageKey(error)) : t('bag:saveError'));
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 pt-4 pb-32">
      <div className="flex items-center gap-2">
        <Link
          to={keepRound('/my-bag')}
          aria-label={t('bag:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="mr-auto text-2xl font-extrabold">{t('bag:editTitle')}</h1>
        <p className="text-sm font-semibold text-fg-muted" aria-live="polite">
          {t('bag:count', { count: clubsInBag(inBag), max: BAG_LIMIT })}
        </p>
      </div>

      {bag.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {bag.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {t('bag:loadError')}
        </p>
      )}

      {editing && (
        <>
          <section aria-labelledby="choose-title" className="flex flex-col gap-3">
            <div>
              <h2 id="choose-title" className="text-lg font-bold">
                {t('bag:choose')}
              </h2>
              <p className="text-sm text-fg-muted">{t('bag:chooseHint')}</p>
            </div>
            {CLUB_TYPES.map((type) => (
              <div key={type} role="group" aria-labelledby={`pick-${type}`} className="flex flex-col gap-2">
                <h3
                  id={`pick-${type}`}
                  className="text-sm font-semibold tracking-wide text-fg-muted uppercase"
                >
                  {typeLabel(t, type)}
                </h3>
                <div className="flex flex-wrap gap-2">
                  {CLUB_SLOTS.filter((slot) => slot.type === type).map((slot) => {
                    const chosen = inBag.some((club) => isSlot(club, slot));
                    return (
                      <button
                        key={`${slot.type}-${slot.clubNumber ?? ''}-${slot.loft ?? ''}`}
                        type="button"
                        aria-pressed={chosen}
                        onClick={() => toggle(slot)}
                        className={clsx(
                          'inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-semibold',
                          chosen
                            ? 'border-primary bg-primary text-on-primary'
                            : 'border-line bg-surface text-fg hover:bg-surface-muted',
                        )}
                      >
                        {chosen && <Check aria-hidden="true" className="size-4" />}
                        {clubLabel(t, slot)}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </section>

          {inBag.length > 0 && (
            <section aria-labelledby="details-title" className="flex flex-col gap-2">
              <h2 id="details-title" className="text-lg font-bold">
                {t('bag:details')}
              </h2>
              {inBag.map((club) => (
                <ClubDetails
                  key={club.key}
                  club={club}
                  onChange={(next) => setDraft(clubs.map((c) => (c.key === club.key ? next : c)))}
                  onRemove={() => setDraft(clubs.filter((c) => c.key !== club.key))}
                />
              ))}
            </section>
          )}
        </>
      )}

      <div className="fixed inset-x-0 bottom-16 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur md:bottom-0 md:left-auto md:w-full">
        <div className="mx-auto flex max-w-4xl justify-end gap-2">
          <Link to={keepRound('/my-bag')} className={buttonClasses('secondary', 'lg')}>
            {t('bag:cancel')}
          </Link>
          <Button
            size="lg"
            onClick={submit}
            disabled={!editing || !valid || save.isPending || save.isSuccess}
          >
            {save.isPending ? t('bag:saving') : t('bag:save')}
          </Button>
        </div>
      </div>

      <BagLimitDialog open={limitOpen} onOpenChange={setLimitOpen} />
    </div>
  );
}
