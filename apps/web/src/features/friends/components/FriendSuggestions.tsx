import type { FriendRecommendation } from '@fairway/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { buttonClasses } from '../../../ui/Button';
import { displayName } from '../model/friendship';
import { useFriendRecommendations, useFriendsList } from '../queries';
import { FriendshipButton } from './FriendshipButton';
import { GolferRow } from './GolferRow';
import { useRecommendationReason } from './recommendation-reason';

/** Suggestions the home screen shows at most. */
const SHOWN = 5;

/**
 * The home screen's golfers to follow, for a golfer with no friends yet (clubs-and-social.md §2: a first home
 * screen is never empty): up to five suggestions with their friendship button, and the way to find more.
 */
export function FriendSuggestions() {
  const { t } = useT();
  const friends = useFriendsList();
  const recommendations = useFriendRecommendations();
  const reasonOf = useRecommendationReason();
  if (!friends.data || friends.data.total > 0) return null;
  const shown = recommendations.data?.slice(0, SHOWN) ?? [];
  return (
    <section aria-labelledby="home-suggestions" className="flex flex-col gap-2">
      <h2 id="home-suggestions" className="text-sm font-semibold tracking-wide text-fg-muted">
        {t('friends:suggestions.title')}
      </h2>
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface px-4 py-2 shadow-sm">
        {shown.length > 0 ? (
          <ul className="divide-y divide-line">
            {shown.map((golfer: FriendRecommendation) => (
              <GolferRow
                key={golfer.userId}
                golfer={{ ...golfer, name: displayName(golfer) }}
                detail={reasonOf(golfer)}
                actions={
                  <FriendshipButton
                    userId={golfer.userId}
                    name={displayName(golfer)}
                    friendship={golfer.friendship}
                  />
                }
              />
            ))}
          </ul>
        ) : (
          recommendations.isSuccess && <p className="py-2 text-fg-muted">{t('friends:suggestions.none')}</p>
        )}
        <Link to="/friends" className={buttonClasses('secondary', 'md', 'my-2 self-start')}>
          {t('friends:suggestions.findMore')}
        </Link>
      </div>
    </section>
  );
}
