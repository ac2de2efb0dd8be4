import { formatHandicap } from '@fairway/golf';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { GolferAvatar } from './GolferAvatar';

/** One golfer of a list: picture, name linking to their profile, username and handicap, then `actions`. */
export function GolferRow({
  golfer,
  detail,
  actions,
}: {
  golfer: { username: string; name: string; imageUrl: string | null; handicap: number | null };
  /** A line under the name (why a golfer is recommended). */
  detail?: string;
  actions?: ReactNode;
}) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <GolferAvatar name={golfer.name} imageUrl={golfer.imageUrl} className="size-11 text-sm" />
      <div className="min-w-36 flex-1">
        <Link
          to={`/u/${encodeURIComponent(golfer.username)}`}
          className="block truncate font-semibold hover:underline focus-visible:underline"
        >
          {golfer.name}
        </Link>
        <p className="truncate text-sm text-fg-muted">
          @{golfer.username} · {t('friends:handicap', { value: formatHandicap(golfer.handicap) })}
        </p>
        {detail && <p className="truncate text-sm text-fg-muted">{detail}</p>}
      </div>
      {actions && <div className="ml-auto flex shrink-0 items-center gap-2">{actions}</div>}
    </li>
  );
}
