import ArrowLeft from 'lucide-react/icons/arrow-left';
import SearchX from 'lucide-react/icons/search-x';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey, isConnectivityError } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { gameErrorKind } from '../model/game-error';

export interface GameErrorScreenProps {
  /** The failure of loading the game: a 404 shows game not found, a 403 access denied, anything else the generic error. */
  error: unknown;
  /** Offered for the generic error only (a 403 or 404 will not change by asking again). */
  onRetry?: () => void;
}

const COPY = {
  'not-found': {
    Icon: SearchX,
    titleKey: 'games:error.notFoundTitle',
    messageKey: 'errors:game_not_found',
  },
  forbidden: {
    Icon: ShieldAlert,
    titleKey: 'games:error.forbiddenTitle',
    messageKey: 'games:error.forbiddenMessage',
  },
  other: {
    Icon: TriangleAlert,
    titleKey: 'games:error.genericTitle',
    messageKey: 'games:error.loadingFailed',
  },
} as const;

/**
 * The game error screen (games-and-profiles.md §2): a title and message for a missing game, for someone who
 * is not one of its players, or for any other failure (no answer at all says so: the network or a timeout), and
 * the way back to /dashboard. Shared by the round screens (settings, play, results).
 */
export function GameErrorScreen({ error, onRetry }: GameErrorScreenProps) {
  const { t } = useT();
  const kind = gameErrorKind(error);
  const { Icon, titleKey } = COPY[kind];
  // No answer at all (offline, or too slow): say so, as the app's other failures do.
  const messageKey = isConnectivityError(error) ? errorMessageKey(error) : COPY[kind].messageKey;
  useDocumentTitle(t(titleKey), t('common:appName'));
  return (
    <section className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-fairway text-brand">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance">{t(titleKey)}</h1>
      <p className="text-pretty text-fg-muted">{t(messageKey)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {kind === 'other' && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('games:error.retry')}
          </Button>
        )}
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('games:error.backToDashboard')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
