import { clsx } from 'clsx';
import XIcon from 'lucide-react/icons/x';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';

/** Where an upload stands: bytes leaving, waiting to resume after a dropped connection, processed, done, failed. */
export type UploadState = 'uploading' | 'resuming' | 'processing' | 'done' | 'failed';

export interface UploadProgressProps {
  /** The file's name, for the label ("Uploading swing.mp4"). */
  name: string;
  /** From 0 to 1, as `uploadMedia`'s `onProgress` reports it. */
  fraction: number;
  state: UploadState;
  /** Shows a cancel button while the upload runs (pass the AbortController's `abort`). */
  onCancel?: () => void;
  className?: string;
}

/**
 * A thin progress bar for one upload, named for screen readers ("Uploading swing.mp4", "42 % uploaded"), with its
 * state in words beside it, announced politely as it changes.
 */
export function UploadProgress({ name, fraction, state, onCancel, className }: UploadProgressProps) {
  const { t } = useT();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const status =
    state === 'resuming'
      ? t('media:resuming')
      : state === 'processing'
        ? t('media:processing')
        : state === 'done'
          ? t('media:done')
          : state === 'failed'
            ? t('media:failed')
            : t('media:percent', { percent });
  const running = state === 'uploading' || state === 'resuming' || state === 'processing';
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <div className="min-w-0 flex-1">
        <div
          role="progressbar"
          aria-label={t('media:uploading', { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={status}
          className="h-1.5 w-full overflow-hidden rounded-full bg-line"
        >
          <div
            className={clsx(
              'h-full rounded-full transition-[width] motion-reduce:transition-none',
              state === 'failed' ? 'bg-danger' : 'bg-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p
          aria-live="polite"
          className={clsx('mt-1 text-xs', state === 'failed' ? 'text-danger' : 'text-fg-muted')}
        >
          {status}
        </p>
      </div>
      {onCancel && running ? (
        <IconButton
          label={t('media:cancel')}
          icon={<XIcon aria-hidden="true" className="size-4" />}
          onClick={onCancel}
        />
      ) : null}
    </div>
  );
}
