/** Favourite clubs, served with the clubs (clubs.plugin.ts): their repository, service and routes. */
export { createFavoritesRepository } from './favorites.repository';
export { favoritesRoutes } from './favorites.routes';
export { createFavoritesService } from './favorites.service';
