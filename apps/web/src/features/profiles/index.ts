/** What other features use of the profiles feature. */
export { feedbackUrl } from './model/feedback';
export { HandicapIndexCard } from './components/HandicapIndexCard';
