import type { ClubPin } from '@fairway/contract';
import { clsx } from 'clsx';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { clubPath } from '../model/club-links';
import { placeOf } from './ClubRow';

/** The selected marker's club, over the map: its name and place, and the way in. */
export function SelectedClub({
  club,
  onClose,
  className,
}: {
  club: ClubPin;
  onClose: () => void;
  className: string;
}) {
  const { t } = useT();
  return (
    <div
      className={clsx(
        'absolute inset-x-3 z-10 mx-auto flex max-w-sm items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-lg',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{club.name}</p>
        <p className="truncate text-sm text-fg-muted">{placeOf(club)}</p>
      </div>
      <Button size="sm" asChild>
        <Link to={clubPath(club.slug)}>{t('clubs:search.openClub')}</Link>
      </Button>
      <IconButton
        label={t('clubs:search.closePreview')}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={onClose}
      />
    </div>
  );
}
