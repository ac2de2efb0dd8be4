import type { Golfer } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../ui/Button';
import { SearchField } from '../../../ui/SearchField';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { FriendshipButton } from '../components/FriendshipButton';
import { GolferRow } from '../components/GolferRow';
import { RemoveFriend } from '../components/RemoveFriend';
import { useRecommendationReason } from '../components/recommendation-reason';
import { displayName, filterLocally } from '../model/friendship';
import {
  REMOTE_SEARCH_MIN_LENGTH,
  useFriendRecommendations,
  useFriendRequests,
  useFriendsList,
  useUserSearch,
} from '../queries';

/** Friend search waits this long after the last keystroke (clubs-and-social.md §9). */
const FRIEND_SEARCH_DEBOUNCE_MS = 300;

const asRow = (golfer: Golfer) => ({ ...golfer, name: displayName(golfer) });

/**
 * `/friends` (clubs-and-social.md §2): search golfers (friends filtered here at once, others from the server from
 * 2 characters, 300 ms after the last keystroke), requests received (accept, ignore) and sent (cancel), the
 * friends list, and golfers the signed-in golfer may know.
 */
export function Friends() {
  const { t } = useT();
  useDocumentTitle(t('friends:title'), t('common:appName'));
  const [query, setQuery] = useState('');
  const searching = query.trim().length > 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <Link
          to="/dashboard"
          aria-label={t('friends:back')}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="text-2xl font-extrabold">{t('friends:title')}</h1>
      </div>
      <SearchField
        label={t('friends:searchLabel')}
        placeholder={t('friends:searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />
      {searching ? <SearchResults query={query} /> : <Overview />}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Note({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <p
      role={role}
      className="rounded-2xl border border-dashed border-line bg-surface p-6 text-center text-fg-muted"
    >
      {children}
    </p>
  );
}

const listClasses = 'divide-y divide-line rounded-2xl border border-line bg-surface px-4';

function SearchResults({ query }: { query: string }) {
  const { t } = useT();
  const debounced = useDebouncedValue(query.trim(), FRIEND_SEARCH_DEBOUNCE_MS);
  const friends = useFriendsList();
  const remote = useUserSearch(debounced);
  const localMatches = filterLocally(friends.data?.friends ?? [], query);
  const friendIds = new Set(localMatches.map((friend) => friend.userId));
  const others = (remote.data ?? []).filter((golfer) => !friendIds.has(golfer.id));
  const tooShort = query.trim().length < REMOTE_SEARCH_MIN_LENGTH;
  const waiting = !tooShort && (debounced !== query.trim() || remote.isFetching);

  return (
    <>
      {localMatches.length > 0 && (
        <Section title={t('friends:yourFriendsMatching')}>
          <ul className={listClasses}>
            {localMatches.map((friend) => (
              <GolferRow
                key={friend.userId}
                golfer={asRow(friend)}
                actions={
                  <FriendshipButton
                    userId={friend.userId}
                    name={displayName(friend)}
                    friendship={friend.friendship}
                  />
                }
              />
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('friends:golfersFound')}>
        <div aria-live="polite">
          {tooShort ? (
            <Note>{t('friends:searchHint')}</Note>
          ) : waiting && others.length === 0 ? (
            <Spinner label={t('friends:searching')} className="mx-auto my-6" />
          ) : remote.isError ? (
            <Note role="alert">{t('friends:loadError')}</Note>
          ) : others.length === 0 ? (
            localMatches.length === 0 && <Note>{t('friends:noResults')}</Note>
          ) : (
            <ul className={listClasses}>
              {others.map((golfer) => (
                <GolferRow
                  key={golfer.id}
                  golfer={golfer}
                  actions={
                    <FriendshipButton
                      userId={golfer.id}
                      name={golfer.name || golfer.username}
                      friendship={golfer.friendship}
                    />
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </Section>
    </>
  );
}

/** Requests received or sent: each golfer with the friendship button for their state; nothing when there are none. */
function RequestSection({ title, golfers }: { title: string; golfers: readonly Golfer[] }) {
  if (golfers.length === 0) return null;
  return (
    <Section title={title}>
      <ul className={listClasses}>
        {golfers.map((golfer) => (
          <GolferRow
            key={golfer.userId}
            golfer={asRow(golfer)}
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
    </Section>
  );
}

function Overview() {
  const { t } = useT();
  const requests = useFriendRequests();
  const friends = useFriendsList();
  const recommendations = useFriendRecommendations();
  const reasonOf = useRecommendationReason();

  return (
    <>
      <RequestSection title={t('friends:received')} golfers={requests.data?.received ?? []} />
      <RequestSection title={t('friends:sent')} golfers={requests.data?.sent ?? []} />
      <Section title={t('friends:list', { count: friends.data?.total ?? 0 })}>
        {friends.isPending ? (
          <Spinner label={t('common:loading')} className="mx-auto my-6" />
        ) : friends.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center"
          >
            <p className="text-fg-muted">{t('friends:loadError')}</p>
            <Button variant="secondary" onClick={() => void friends.refetch()}>
              {t('friends:retry')}
            </Button>
          </div>
        ) : friends.data.friends.length === 0 ? (
          <Note>{t('friends:noFriendsYet')}</Note>
        ) : (
          <>
            <ul className={listClasses}>
              {friends.data.friends.map((friend) => (
                <GolferRow
                  key={friend.userId}
                  golfer={asRow(friend)}
                  actions={
                    <RemoveFriend
                      userId={friend.userId}
                      name={displayName(friend)}
                      friendship={friend.friendship}
                    />
                  }
                />
              ))}
            </ul>
            {friends.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-2 self-center"
                disabled={friends.isFetchingNextPage}
                onClick={() => void friends.fetchNextPage()}
              >
                {t('friends:loadMore')}
              </Button>
            )}
          </>
        )}
      </Section>
      <Section title={t('friends:recommendations')}>
        {recommendations.isPending ? (
          <Spinner label={t('common:loading')} className="mx-auto my-6" />
        ) : !recommendations.data || recommendations.data.length === 0 ? (
          <Note>{t('friends:noRecommendations')}</Note>
        ) : (
          <ul className={listClasses}>
            {recommendations.data.map((golfer) => (
              <GolferRow
                key={golfer.userId}
                golfer={asRow(golfer)}
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
        )}
      </Section>
    </>
  );
}
