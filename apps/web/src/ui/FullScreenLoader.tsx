import { useT } from '../i18n/use-t';

/**
 * The full-screen loading animation (platform.md §2.9): a golf ball bouncing on the green. It is a live
 * status with a translated label; with reduced motion the ball rests.
 */
export function FullScreenLoader() {
  const { t } = useT();
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-bg">
      <div aria-hidden="true" className="relative flex h-24 w-16 flex-col items-center justify-end">
        <span className="golf-ball size-10 motion-safe:animate-ball-bounce" />
        <span className="mt-1 h-2 w-9 rounded-[50%] bg-black/30 motion-safe:animate-ball-shadow dark:bg-black/70" />
      </div>
      <p className="text-sm font-medium text-fg-muted">{t('common:loading')}</p>
    </div>
  );
}
