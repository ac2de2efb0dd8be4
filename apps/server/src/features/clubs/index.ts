/** What other features may use of clubs: reading clubs (for favourites) and a club as the contract shapes it. */
export type { ClubsRepository } from './clubs.repository';
export { toClub } from './clubs.service';
export type { ClubsService } from './clubs.service';
