import { asMeters } from '@fairway/golf';
import { clsx } from 'clsx';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useT } from '../../../i18n/use-t';
import { readDistanceUnit } from '../../clubs';
import { padHoleNumber } from '../model/holes';
import { distanceLabel } from '../model/map-geometry';
import type { HoleView } from '../model/holes';

export interface HoleNavigatorProps {
  hole: HoleView;
  /** Position of the hole in playing order (1-based) and the number of holes played. */
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  className?: string;
  compact?: boolean;
}

/**
 * Previous and next hole around the hole number on two digits, its par (with par dots), stroke index and length
 * from the player's tee in the golfer's unit (games-and-profiles.md §2, §9), bounded by the holes played.
 */
export function HoleNavigator({
  hole,
  index,
  total,
  onPrevious,
  onNext,
  className,
  compact = false,
}: HoleNavigatorProps) {
  const { t } = useT();
  const length = hole.length ? distanceLabel(asMeters(hole.length.meters), readDistanceUnit()) : null;
  const arrow = clsx(
    'inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-sm',
    'hover:bg-surface-muted active:scale-95 disabled:pointer-events-none disabled:opacity-35',
    compact ? 'size-11' : 'size-12',
  );
  return (
    <nav
      aria-label={t('play:holeNavigation')}
      className={clsx('flex items-center justify-between gap-2', className)}
    >
      <button
        type="button"
        className={arrow}
        onClick={onPrevious}
        disabled={index <= 1}
        aria-label={t('play:previousHole')}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <div
        className="flex min-w-0 flex-1 items-center justify-center gap-3"
        aria-live="polite"
        aria-atomic="true"
      >
        <div className="flex flex-col items-center leading-none">
          <span
            aria-hidden="true"
            className="text-[0.6875rem] font-semibold tracking-wider text-fg-muted uppercase"
          >
            {t('play:holeShort')}
          </span>
          <span className="sr-only">{t('play:holeOf', { number: hole.holeNumber, total })}</span>
          <span
            aria-hidden="true"
            className={clsx('font-extrabold tabular-nums', compact ? 'text-3xl' : 'text-4xl')}
          >
            {padHoleNumber(hole.holeNumber)}
          </span>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <span className="flex items-center gap-2 font-semibold">
            {t('play:par', { par: hole.par })}
            <span aria-hidden="true" className="flex gap-0.5">
              {Array.from({ length: hole.par }, (_, i) => (
                <span key={i} className="size-1.5 rounded-full bg-brand" />
              ))}
            </span>
          </span>
          {(hole.strokeIndex !== null || length) && (
            <span className="text-fg-muted">
              {hole.strokeIndex !== null && (
                <>
                  <abbr title={t('play:strokeIndexLong')} className="no-underline">
                    {t('play:strokeIndexShort')}
                  </abbr>{' '}
                  {hole.strokeIndex}
                </>
              )}
              {hole.strokeIndex !== null && length && ' · '}
              {length && (
                <span className="whitespace-nowrap tabular-nums">
                  <span className="sr-only">{t('play:holeLength')} </span>
                  {t('play:distance', { value: length.value, unit: length.unit })}
                </span>
              )}
            </span>
          )}
        </div>
      </div>
      <button
        type="button"
        className={arrow}
        onClick={onNext}
        disabled={index >= total}
        aria-label={t('play:nextHole')}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </nav>
  );
}
