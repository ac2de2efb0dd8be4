import Flag from 'lucide-react/icons/flag';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';

export interface NetworkProblemProps {
  /** Times the user pressed Retry so far. */
  retries: number;
  maxRetries: number;
  /** False once every attempt is used: the last look-up is still running. */
  canRetry: boolean;
  onRetry: () => void;
}

/**
 * The start-up network-problem screen (platform.md §4, §8): shown when loading the profile takes longer
 * than 10 s or fails without a cached profile. Retry counts the attempt ("attempt N of 3"). Rendered by
 * the SessionProvider in place of the app, so it needs no router.
 */
export function NetworkProblem({ retries, maxRetries, canRetry, onRetry }: NetworkProblemProps) {
  const { t } = useT();
  useDocumentTitle(t('startup:networkProblem.title'), t('common:appName'));

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <p className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 text-lg font-extrabold tracking-tight sm:px-6">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
          >
            <Flag className="size-4" />
          </span>
          {t('common:appName')}
        </p>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-8 px-6 py-12 text-center">
        <div role="alert" className="flex max-w-md flex-col items-center gap-3">
          <span className="flex size-16 items-center justify-center rounded-full bg-accent text-on-accent">
            <WifiOff aria-hidden="true" className="size-8" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-balance">
            {t('startup:networkProblem.title')}
          </h1>
          <p className="text-fg-muted text-pretty">{t('startup:networkProblem.details')}</p>
        </div>
        <div className="flex flex-col items-center gap-3">
          {canRetry ? (
            // The app under this screen went away, and focus with it: put it on the one thing to do.
            <Button autoFocus size="lg" onClick={onRetry}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {t('startup:networkProblem.retry')}
            </Button>
          ) : (
            <p className="flex items-center gap-2 text-sm text-fg-muted">
              <Spinner />
              {t('startup:networkProblem.lastAttempt')}
            </p>
          )}
          {retries > 0 && (
            <p aria-live="polite" className="text-sm font-medium text-fg-muted">
              {t('startup:networkProblem.attempt', { attempt: retries, max: maxRetries })}
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
