import * as Tabs from '@radix-ui/react-tabs';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useFriendRecommendations, useFriendsList } from '../../friends/queries';
import { FriendshipButton } from '../../friends';
import { PlayerAvatar } from '../../games/components/PlayerAvatar';
import { CreatePostButton } from './CreatePost';
import { Feed } from './Feed';

const TAB =
  'min-h-11 flex-1 rounded-full px-4 font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/**
 * The home's feeds: the followed tab (the golfer and their friends) and discover (/discover opens it). A golfer with
 * no friends yet sees golfers to follow above the feed, so the page is never empty.
 */
export function HomeFeed() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const friends = useFriendsList();
  const tab = location.pathname === '/discover' ? 'discover' : 'followed';
  const hasNoFriends = friends.isSuccess && friends.data.total === 0;
  return (
    <div className="flex flex-col gap-4">
      {hasNoFriends && <Suggestions />}
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          void navigate(value === 'discover' ? '/discover' : '/dashboard', { replace: true })
        }
      >
        <Tabs.List aria-label={t('posts:feed.tabs')} className="flex gap-1 rounded-full bg-surface-muted p-1">
          <Tabs.Trigger value="followed" className={TAB}>
            {t('posts:feed.followed')}
          </Tabs.Trigger>
          <Tabs.Trigger value="discover" className={TAB}>
            {t('posts:feed.discover')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="followed" className="pt-2">
          <Feed feed={{ type: 'followed' }} label={t('posts:feed.followed')} />
        </Tabs.Content>
        <Tabs.Content value="discover" className="pt-2">
          <Feed feed={{ type: 'discover' }} label={t('posts:feed.discover')} />
        </Tabs.Content>
      </Tabs.Root>
      <CreatePostButton />
    </div>
  );
}

/** Golfers to follow, from the friends feature's recommendations. */
function Suggestions() {
  const { t } = useT();
  const recommendations = useFriendRecommendations();
  const golfers = recommendations.data?.slice(0, 5) ?? [];
  return (
    <section aria-labelledby="home-suggestions" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="home-suggestions" className="text-sm font-semibold tracking-wide text-fg-muted">
          {t('posts:suggestions.title')}
        </h2>
        <Link to="/friends" className="text-sm font-semibold text-brand hover:underline">
          {t('posts:suggestions.seeAll')}
        </Link>
      </div>
      {golfers.length > 0 && (
        <ul className="flex flex-col gap-2">
          {golfers.map((golfer) => {
            const name = `${golfer.firstName} ${golfer.lastName}`.trim() || golfer.username;
            return (
              <li
                key={golfer.userId}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3"
              >
                <PlayerAvatar name={name} imageUrl={golfer.imageUrl} className="size-10 text-sm" />
                <Link
                  to={`/u/${encodeURIComponent(golfer.username)}`}
                  className="flex min-w-0 flex-1 flex-col hover:underline"
                >
                  <span className="truncate font-semibold">{name}</span>
                  <span className="truncate text-sm text-fg-muted">@{golfer.username}</span>
                </Link>
                <FriendshipButton userId={golfer.userId} name={name} friendship={golfer.friendship} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
