import { FavoriteClubBody, FavoriteClubParams, FavoriteClubs, FavoriteState } from '../favorites';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { favoritesPaths } from './favorites.paths';

const tags = ['favorites'];
const refusals = errorAnswers(400, 401, 404);

export const favoritesRoutes = defineRoutes(favoritesPaths, {
  favoriteClubs: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in user’s favorite clubs, most recently added first',
    answers: { 200: FavoriteClubs, ...refusals },
  },
  addFavoriteClub: {
    access: 'signed-in',
    tags,
    summary: 'Add a club to the favorites (idempotent)',
    body: FavoriteClubBody,
    answers: { 200: FavoriteState, ...refusals },
  },
  removeFavoriteClub: {
    access: 'signed-in',
    tags,
    summary: 'Remove a club from the favorites (idempotent)',
    params: FavoriteClubParams,
    answers: { 200: FavoriteState, ...refusals },
  },
});
