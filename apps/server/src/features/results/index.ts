/** What other features may use of results: the handicap service, which a finished or reopened round updates. */
export type { HandicapService } from './handicap.service';
