import { useT } from '../../../i18n/use-t';
import type { Standing } from '../model/live-leaderboard';
import { standingLabel, standingParts } from './score-labels';

/**
 * A standing as a figure with, for points and skins, what it counts in small capitals under it ("2" over
 * "SKINS", a label rather than a phrase, so it reads right for any count in every language); a screen reader hears
 * the whole label instead ("Skins: 2"). `fallback` is shown under a figure that has no caption.
 */
export function StandingFigure({ standing, fallback }: { standing: Standing; fallback?: string }) {
  const { t } = useT();
  const { value, caption } = standingParts(t, standing);
  return (
    <span className="flex shrink-0 flex-col items-end text-right leading-tight">
      <span className="sr-only">{standingLabel(t, standing)}</span>{' '}
      <span aria-hidden="true" className="text-base font-bold tabular-nums">
        {value}
      </span>
      {caption ? (
        <span
          aria-hidden="true"
          className="text-[0.625rem] font-semibold tracking-wide text-fg-muted uppercase"
        >
          {caption}
        </span>
      ) : (
        fallback && <span className="text-xs text-fg-muted">{fallback}</span>
      )}
    </span>
  );
}
