import { clsx } from 'clsx';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useT } from '../../../i18n/use-t';
import { TONE_CLASSES, scoreTone } from '../model/score-tone';
import '../score-colors.css';

export interface ScoreChipProps {
  score: number | null | undefined;
  par: number;
  /** A queued entry the server does not have yet: marked "not synced". */
  pending?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** The figure is said elsewhere (a row that reads the score with its name): hide it from screen readers. */
  scoreHidden?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-8 text-sm', md: 'size-11 text-lg', lg: 'size-14 text-2xl' } as const;

/** A hole score coloured relative to par (a dash without a score), with the "not synced" mark. */
export function ScoreChip({
  score,
  par,
  pending = false,
  size = 'md',
  scoreHidden = false,
  className,
}: ScoreChipProps) {
  const { t } = useT();
  const tone = scoreTone(score, par);
  return (
    <span className={clsx('relative inline-flex shrink-0', className)}>
      <span
        aria-hidden={scoreHidden || undefined}
        className={clsx(
          'inline-flex items-center justify-center rounded-xl font-bold tabular-nums',
          SIZES[size],
          tone ? TONE_CLASSES[tone] : 'border border-dashed border-line text-fg-muted',
        )}
      >
        {tone ? score : '–'}
      </span>
      {pending && (
        <span
          className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-accent text-on-accent ring-2 ring-surface"
          title={t('play:notSynced')}
        >
          <CloudOff aria-hidden="true" className="size-3" />
          <span className="sr-only">{t('play:notSynced')}</span>
        </span>
      )}
    </span>
  );
}
