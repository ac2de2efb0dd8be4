/** What other features may use of profiles. */
export { toProfile } from './profiles.service';
