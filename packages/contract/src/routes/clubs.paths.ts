/** Clubs, their corrections and their courses (features/clubs/clubs.routes.ts and features/courses). */
export const clubsPaths = {
  clubs: 'GET /golf-clubs',
  clubsByCountry: 'GET /golf-clubs/by-country',
  clubSuggestions: 'GET /golf-clubs/suggestions',
  acceptClubSuggestion: 'POST /golf-clubs/suggestions/:id/accept',
  rejectClubSuggestion: 'POST /golf-clubs/suggestions/:id/reject',
  clubDetail: 'GET /golf-clubs/:id',
  editClub: 'POST /golf-clubs/:id',
  suggestClubChange: 'POST /golf-clubs/:id/suggestions',
  clubCourses: 'GET /golf-clubs/:id/courses',
  courseMap: 'GET /courses/:id/map',
} as const;
