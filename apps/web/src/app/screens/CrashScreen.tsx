import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { MAIN_CONTENT_ID } from '../../ui/SkipLink';

/**
 * The catch-all "something went wrong" screen (platform.md §8). Its button is a plain link, so going home
 * reloads the app: a clean start is what a crash needs (and a failed chunk download is then retried).
 */
export function CrashScreen() {
  const { t } = useT();
  return (
    <main id={MAIN_CONTENT_ID} className="flex min-h-dvh items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-on-accent">
          <TriangleAlert aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance">{t('errors:crash.title')}</h1>
        <p className="text-fg-muted text-pretty">{t('errors:crash.description')}</p>
        <Button asChild>
          <a href="/">{t('common:backToHome')}</a>
        </Button>
      </div>
    </main>
  );
}
