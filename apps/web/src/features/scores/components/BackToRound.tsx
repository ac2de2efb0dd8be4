import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';

/** The query parameter a screen opened from the round's panel carries: the round to go back to. */
export const ROUND_PARAM = 'round';

/** A round id as the app makes them (letters, digits, dashes); anything else is ignored. */
const ROUND_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The address of a screen opened from the round, carrying the way back (`/my-bag?round=<id>`). */
export function fromRound(path: string, gameId: string): string {
  return `${path}?${new URLSearchParams({ [ROUND_PARAM]: gameId }).toString()}`;
}

/** The round this screen was opened from (its valid `?round=<id>`), or null. */
export function useRoundOrigin(): string | null {
  const [params] = useSearchParams();
  const gameId = params.get(ROUND_PARAM);
  return gameId && ROUND_ID.test(gameId) ? gameId : null;
}

/**
 * Addresses that keep the way back to the round: on a screen opened from the round, `path` carries its
 * `?round=<id>` on (My bag → Edit → back to My bag still leads to the round); elsewhere `path` as is.
 */
export function useKeepRound(): (path: string) => string {
  const gameId = useRoundOrigin();
  return (path) => (gameId ? fromRound(path, gameId) : path);
}

/**
 * "Back to the round", on a screen the round's panel opened (its address carries `?round=<id>`): the golfer is
 * never left on a screen with no way back to the round. Nothing without the parameter.
 */
export function BackToRound() {
  const { t } = useT();
  const gameId = useRoundOrigin();
  if (!gameId) return null;
  return (
    <Link
      to={`/play/${encodeURIComponent(gameId)}`}
      className="inline-flex h-11 items-center gap-1.5 self-start rounded-full pr-3 pl-2 font-semibold text-brand hover:bg-surface-muted"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {t('games:gameSettings.backToRound')}
    </Link>
  );
}
