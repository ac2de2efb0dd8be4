/**
 * What clients need of the contract at run time, without zod (the web app imports `@fairway/contract/runtime`, so
 * the schemas stay out of its first bundle): amenities and their order, players per round, error codes and the
 * status → generic code map, topic names, realtime constants and every route's method and path. The zod modules
 * import these from here, so each is defined once.
 */
export { AMENITY_ALIASES, AMENITY_FLAGS, amenityFlagOf } from './runtime/amenities';
export { ERROR_CODES, GENERIC_CODE_BY_STATUS, STATUS_OF } from './runtime/errors';
export { BETTER_AUTH_PATHS } from './runtime/better-auth';
export { PLAYERS_PER_ROUND } from './runtime/rounds';
export {
  DELETED_GOLFER_NAME,
  NOTIFICATION_TOGGLES,
  SOCIAL_PROVIDERS,
  type NotificationToggle,
} from './runtime/settings';
export {
  INVITATION_MODAL_MINUTES,
  NOTIFICATION_PREVIEW_LENGTH,
  NOTIFICATION_TYPES,
} from './runtime/notifications';
export { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_IDS } from './runtime/achievements';
export { parseTopic, topicOf, type TopicKind } from './runtime/topics';
export { REALTIME } from './realtime-constants';
export { PATHS, type RouteName } from './routes/paths';
export { splitEndpoint, type Endpoint, type HttpMethod } from './routes/define';
export {
  FEED_PAGE_SIZE,
  POST_MEDIA_MAX,
  POST_TEXT_MAX,
  PROFILE_POSTS_PAGE_SIZE,
  captionParts,
  tagAt,
  tagsOf,
  type CaptionPart,
} from './runtime/posts';
