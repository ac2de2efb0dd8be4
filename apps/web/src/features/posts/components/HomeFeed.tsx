import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { CreatePostButton } from './CreatePost';
import { Feed } from './Feed';

const TAB =
  'min-h-11 flex-1 rounded-full px-4 font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/**
 * The home's feeds: the followed tab (the golfer and their friends) and discover (/discover opens it). A golfer with
 * no friends yet sees golfers to follow above them (the friends feature's FriendSuggestions, on the home screen).
 */
export function HomeFeed() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname === '/discover' ? 'discover' : 'followed';
  return (
    <div className="flex flex-col gap-4">
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
