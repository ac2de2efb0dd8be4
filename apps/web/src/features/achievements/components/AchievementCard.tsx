import type { Achievement } from '@fairway/contract';
import { clsx } from 'clsx';
import Bird from 'lucide-react/icons/bird';
import Briefcase from 'lucide-react/icons/briefcase';
import Crown from 'lucide-react/icons/crown';
import Feather from 'lucide-react/icons/feather';
import Flag from 'lucide-react/icons/flag';
import Flame from 'lucide-react/icons/flame';
import Handshake from 'lucide-react/icons/handshake';
import ImageIcon from 'lucide-react/icons/image';
import Lock from 'lucide-react/icons/lock';
import Pencil from 'lucide-react/icons/pencil';
import Sparkles from 'lucide-react/icons/sparkles';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import TrendingDown from 'lucide-react/icons/trending-down';
import Trophy from 'lucide-react/icons/trophy';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { progressPercent } from '../model/catalogue';

const ICONS: Record<string, LucideIcon> = {
  flag: Flag,
  crown: Crown,
  bird: Bird,
  feather: Feather,
  target: Target,
  flame: Flame,
  'trending-down': TrendingDown,
  'user-check': UserCheck,
  briefcase: Briefcase,
  handshake: Handshake,
  pencil: Pencil,
  'user-plus': UserPlus,
  image: ImageIcon,
  sun: Sun,
  sparkles: Sparkles,
};

/**
 * One trophy: its icon, title and description; earned with its date, in progress with a bar ("3 of 5"), or
 * not yet earnable (a part of Fairway still to come) with a lock. `compact` for the profile's three latest.
 */
export function AchievementCard({
  achievement,
  compact = false,
}: {
  achievement: Achievement;
  compact?: boolean;
}) {
  const { t, i18n } = useT();
  const titleId = useId();
  const Icon = achievement.earnable ? (ICONS[achievement.icon] ?? Trophy) : Lock;
  const percent = progressPercent(achievement);
  const title = t(`achievements:items.${achievement.id}.title`); // i18n-dynamic: i18n.test.ts checks each
  const description = t(`achievements:items.${achievement.id}.description`); // i18n-dynamic: i18n.test.ts checks each
  const date = achievement.earnedDate
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        Date.parse(achievement.earnedDate),
      )
    : null;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'flex w-full gap-3 rounded-2xl border p-4',
        achievement.earned ? 'border-primary/40 bg-surface' : 'border-line bg-surface',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          achievement.earned ? 'bg-primary text-on-primary' : 'bg-surface-muted text-fg-muted',
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-pretty">
          {title}
        </h3>
        {!compact && <p className="text-sm text-fg-muted text-pretty">{description}</p>}
        {achievement.earned && date && (
          <p className="text-sm font-medium text-fg">{t('achievements:earnedOn', { date })}</p>
        )}
        {!achievement.earned && !achievement.earnable && (
          <p className="text-sm text-fg-muted">{t('achievements:notYetEarnable')}</p>
        )}
        {!achievement.earned && achievement.earnable && !compact && (
          <div className="mt-1 flex items-center gap-3">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={achievement.total}
              aria-valuenow={achievement.progress}
              aria-valuetext={t('achievements:progress', {
                progress: achievement.progress,
                total: achievement.total,
              })}
              aria-labelledby={titleId}
              className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm text-fg-muted tabular-nums">
              {t('achievements:progress', { progress: achievement.progress, total: achievement.total })}
            </span>
          </div>
        )}
      </div>
    </article>
  );
}
