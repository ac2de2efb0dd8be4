/** What other features use of the friends feature: the friendship button (profiles) and its state, suggestions (home). */
export { FriendshipButton, type FriendshipButtonProps } from './components/FriendshipButton';
export {
  friendKeys,
  useFriendRecommendations,
  useFriendsList,
  useFriendship,
  useUserSearch,
} from './queries';
export { FriendSuggestions } from './components/FriendSuggestions';
export { GolferAvatar } from './components/GolferAvatar';
