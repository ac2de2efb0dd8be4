/**
 * What other features use of achievements: the query of a golfer's trophies (its `latest` are the 3 most
 * recently earned, for the profile) and the card that draws one trophy.
 */
export { useAchievements, achievementsKeys } from './queries';
export { AchievementCard } from './components/AchievementCard';
export { groupByCategory } from './model/catalogue';
