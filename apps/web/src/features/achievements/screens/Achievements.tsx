import type { Achievement } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AchievementCard } from '../components/AchievementCard';
import { groupByCategory } from '../model/catalogue';
import { useAchievements } from '../queries';

/** `/achievements`: the signed-in golfer's trophies. */
export function MyAchievements() {
  const { profile } = useSession();
  return <AchievementsScreen userId={profile?.userId} mine />;
}

/** `/u/:userId/achievements`: a golfer's trophies (the signed-in golfer's own when the id is theirs). */
export function PlayerAchievements() {
  const { userId } = useParams();
  const { profile } = useSession();
  return <AchievementsScreen userId={userId} mine={userId === profile?.userId} />;
}

function AchievementsScreen({ userId, mine }: { userId: string | undefined; mine: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const achievements = useAchievements(userId);
  const title = mine ? t('achievements:titleMine') : t('achievements:title');
  useDocumentTitle(title, t('common:appName'));
  const notFound = achievements.error instanceof ApiError && achievements.error.status === 404;
  const data = achievements.data;
  const categoryName = (category: Achievement['category']) => t(`achievements:categories.${category}`); // i18n-dynamic: i18n.test.ts checks each

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 pt-4 pb-16">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('achievements:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <h1 className="mr-auto text-2xl font-extrabold">{title}</h1>
        {data && (
          <p className="text-sm font-semibold text-fg-muted">
            {t('achievements:earnedCount', { count: data.earnedCount, total: data.achievements.length })}
          </p>
        )}
      </div>

      {achievements.isPending && <Spinner label={t('common:loading')} className="mx-auto my-10" />}
      {achievements.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center text-fg-muted">
          {notFound ? t('achievements:notFound') : t('achievements:error')}
        </p>
      )}
      {data &&
        groupByCategory(data.achievements).map((group) => (
          <section
            key={group.category}
            aria-labelledby={`category-${group.category}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`category-${group.category}`} className="text-lg font-bold">
              {categoryName(group.category)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.achievements.map((achievement) => (
                <li key={achievement.id} className="flex">
                  <AchievementCard achievement={achievement} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
