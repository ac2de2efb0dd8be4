import type { FriendRecommendation } from '@fairway/contract';
import { useT } from '../../../i18n/use-t';

/** Why a golfer is suggested, as one translated line. */
export function useRecommendationReason(): (golfer: FriendRecommendation) => string {
  const { t } = useT();
  return (golfer) => {
    switch (golfer.reason) {
      case 'mutual_friends':
        return t('friends:reason.mutual_friends', { count: golfer.mutualFriends });
      case 'same_club':
        return t('friends:reason.same_club');
      case 'played_together':
        return t('friends:reason.played_together');
      case 'active_golfer':
        return t('friends:reason.active_golfer');
    }
  };
}
