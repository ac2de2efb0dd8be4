/** What other features use of the bag feature. */
export { useMyBag } from './queries';
