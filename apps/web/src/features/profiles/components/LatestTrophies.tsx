import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { AchievementCard, useAchievements } from '../../achievements';

/**
 * The profile's 3 latest trophies (games-and-profiles.md §2 "Profile"), from the achievements feature, with a link
 * to all of them. Achievements need a signed-in reader: a signed-out visitor sees none, and a golfer with no trophy
 * yet shows nothing here.
 */
export function LatestTrophies({ userId, signedIn }: { userId: string; signedIn: boolean }) {
  const { t } = useT();
  const achievements = useAchievements(signedIn ? userId : undefined);
  const latest = achievements.data?.latest ?? [];
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="latest-trophies" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="latest-trophies" className="text-lg font-bold">
          {t('profiles:trophies.title')}
        </h2>
        <Link
          to={`/u/${encodeURIComponent(userId)}/achievements`}
          className="text-sm font-semibold text-brand underline"
        >
          {t('profiles:trophies.all')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {latest.map((achievement) => (
          <li key={achievement.id} className="flex">
            <AchievementCard achievement={achievement} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
