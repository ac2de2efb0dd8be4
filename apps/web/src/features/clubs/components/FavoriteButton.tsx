import { clsx } from 'clsx';
import Heart from 'lucide-react/icons/heart';
import { useT } from '../../../i18n/use-t';
import { useToggleFavorite } from '../../favorites';
import type { FavoriteTarget } from '../../favorites';

export interface FavoriteButtonProps {
  club: FavoriteTarget;
  /** Name the club in the label (a list has many of these buttons). */
  named?: boolean;
  className?: string;
}

/**
 * The favorite toggle of a club (a pressed button): it changes at once and goes back if the server refuses
 * (clubs-and-social.md §4).
 */
export function FavoriteButton({ club, named = false, className }: FavoriteButtonProps) {
  const { t } = useT();
  const toggle = useToggleFavorite();
  const label = named ? t('clubs:favorite.labelFor', { name: club.name }) : t('clubs:favorite.label');
  return (
    <button
      type="button"
      aria-pressed={club.isFavorite}
      aria-label={label}
      title={club.isFavorite ? t('clubs:favorite.remove') : t('clubs:favorite.add')}
      onClick={() => toggle.mutate({ club, isFavorite: !club.isFavorite })}
      className={clsx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted',
        club.isFavorite ? 'text-danger' : 'text-fg-muted',
        className,
      )}
    >
      <Heart aria-hidden="true" className="size-5" fill={club.isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
