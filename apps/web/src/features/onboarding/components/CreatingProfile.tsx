import Lightbulb from 'lucide-react/icons/lightbulb';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { TIP_INTERVAL_MS, tipAt } from '../model/tips';

/**
 * While the profile is created: the app's full-screen loader, with a golf tip under it that changes
 * every 3 seconds (platform.md §2.4, §9). The tip is a polite live region.
 */
export function CreatingProfile() {
  const { t } = useT();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), TIP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <>
      <FullScreenLoader />
      <div className="fixed inset-x-0 bottom-[12%] z-[51] flex justify-center px-6">
        <p
          aria-live="polite"
          className="flex max-w-md items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-pretty shadow-sm"
        >
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span>
            <span className="font-semibold">{t('onboarding:creating.tipLabel')} </span>
            {t(tipAt(elapsed))}
          </span>
        </p>
      </div>
    </>
  );
}
