/** What other features use of the favorites feature. */
export { useToggleFavorite, useFavoriteClubs } from './queries';
export type { FavoriteTarget } from './queries';
