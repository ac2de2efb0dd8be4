import { z } from 'zod';
import {
  ByCountryQuery,
  ClubCourses,
  ClubDetail,
  ClubEditBody,
  ClubIdParams,
  CourseIdParams,
  CourseMap,
  ClubPinsPage,
  ClubSummariesPage,
  ClubSuggestion,
  ClubSuggestionBody,
  ClubsPage,
  ClubsQuery,
  CountryRegions,
  SuggestionIdParams,
  SuggestionsPage,
  SuggestionsQuery,
} from '../clubs';
import { clubsPaths } from './clubs.paths';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';

const tags = ['clubs'];
const refusals = errorAnswers(400, 401, 403, 404);

export const clubsRoutes = defineRoutes(clubsPaths, {
  clubs: {
    access: 'signed-in',
    tags,
    summary: 'Search clubs: text, country and region, holes, amenities, map viewport, nearest to a location',
    description:
      '`bounds` is `west,south,east,north` in degrees, the same order as `swLng,swLat,neLng,neLat`. With ' +
      '`latitude`/`longitude` each club has `distance` (km) and clubs lie within `maxDistance` km (default 50; ' +
      'not applied to a text search or a viewport unless given). `view=summary` answers each club as a ' +
      "list's row shows it (`ClubSummary`: about a third of the bytes); `view=map` as a map marks it " +
      '(`ClubPin`: about a quarter of the bytes), for a map of up to 100 clubs.',
    query: ClubsQuery,
    answers: { 200: z.union([ClubsPage, ClubSummariesPage, ClubPinsPage]), ...refusals },
    views: { list: ClubsPage, summary: ClubSummariesPage, map: ClubPinsPage },
  },
  clubsByCountry: {
    access: 'signed-in',
    tags,
    summary: 'The regions of a country with their number of clubs',
    query: ByCountryQuery,
    answers: { 200: CountryRegions, ...refusals },
  },
  clubSuggestions: {
    access: 'admin',
    tags,
    summary: 'Suggested corrections of clubs, oldest first (admins)',
    query: SuggestionsQuery,
    answers: { 200: SuggestionsPage, ...refusals },
  },
  acceptClubSuggestion: {
    access: 'admin',
    tags,
    summary: 'Accept a suggestion and apply its changes (admins)',
    params: SuggestionIdParams,
    answers: { 200: ClubSuggestion, ...refusals, ...errorAnswers(409) },
  },
  rejectClubSuggestion: {
    access: 'admin',
    tags,
    summary: 'Reject a suggestion (admins)',
    params: SuggestionIdParams,
    answers: { 200: ClubSuggestion, ...refusals, ...errorAnswers(409) },
  },
  clubDetail: {
    access: 'signed-in',
    tags,
    summary: 'A club by id or slug, with its courses, tees, holes and hole geometry',
    params: ClubIdParams,
    answers: { 200: ClubDetail, ...refusals },
  },
  editClub: {
    access: 'admin',
    tags,
    summary: 'Edit a club (admins; others suggest a correction instead)',
    params: ClubIdParams,
    body: ClubEditBody,
    answers: { 200: ClubDetail, ...refusals },
  },
  suggestClubChange: {
    access: 'signed-in',
    tags,
    summary: 'Suggest a correction of a club, for an admin to review',
    params: ClubIdParams,
    body: ClubSuggestionBody,
    answers: { 201: ClubSuggestion, ...refusals },
  },
  clubCourses: {
    access: 'signed-in',
    tags: ['courses'],
    summary: 'The courses of a club (id or slug) with tees, holes and hole geometry',
    params: ClubIdParams,
    answers: { 200: ClubCourses, ...errorAnswers(400, 401, 404) },
  },
  courseMap: {
    access: 'signed-in',
    tags: ['courses'],
    summary: 'The polygons a hole map draws: tee and green outlines, fairways, bunkers and water',
    description:
      'From OpenStreetMap (ODbL, © OpenStreetMap contributors); `features` is empty for a course without them. ' +
      'Cached by the client while the round lasts: the data changes only with a new club data set.',
    params: CourseIdParams,
    answers: { 200: CourseMap, ...errorAnswers(400, 401, 404) },
  },
});
