/**
 * Every error code the API answers with. Codes are the spec's message keys, so the web app translates
 * them (namespace `errors`); a feature adds its codes here, never inline.
 */
export const ERROR_CODES = [
  // Generic, one per HTTP status the API uses.
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // Accounts (platform.md §5, §8).
  'invalid_email',
  'password_requirements_not_met',
  'passwords_dont_match',
  'invalid_credentials',
  'email_not_verified',
  'first_name_required',
  'last_name_required',
  'username_too_short',
  'username_too_long',
  'username_invalid_characters',
  'username_already_used',
  'profile_not_found',
  'password_too_common',
  'password_too_long',
  'invalid_token',
  'too_many_attempts',
  'first_name_too_long',
  'last_name_too_long',
  'username_forbidden',
  'invalid_handicap',
  'invalid_country',
  'session_not_found',
  'invalid_image',
  // Profile editing (games-and-profiles.md §3, §5).
  'description_too_long',
  'invalid_golf_start_year',
  'invalid_tee',
  'invalid_dexterity',
  'invalid_social_link',
  // Rounds (games-and-profiles.md §5, §8).
  'game_not_found',
  'course_not_found',
  'game_needs_players',
  'too_many_players',
  'player_needs_user_or_guest',
  'duplicate_player',
  'player_not_found',
  'guest_not_found',
  'guest_name_required',
  'game_date_in_past',
  'holes_not_on_course',
  'hole_not_in_game',
  'score_out_of_range',
  'putts_out_of_range',
  'putts_not_below_score',
  'water_penalties_out_of_range',
  'ob_penalties_out_of_range',
  'drop_penalties_out_of_range',
  'fairway_invalid',
  'fairway_on_par_three',
  'game_finished',
  'game_already_started',
  'game_owner_cannot_decline',
  'nine_not_complete',
  // Clubs, courses and favorites (clubs-and-social.md §7).
  'club_not_found',
  'club_name_required',
  'unknown_amenity',
  'unknown_country',
  'invalid_bounds',
  'invalid_location',
  'unknown_tee',
  'suggestion_not_found',
  'suggestion_already_reviewed',
  // The bag (clubs-and-social.md §5, §7).
  'bag_limit_exceeded',
  'bag_club_not_found',
  'brand_not_found',
  // Settings and the account (games-and-profiles.md §2 settings, §9).
  'last_sign_in_method',
  'sign_in_method_not_linked',
  'provider_not_configured',
  'confirmation_mismatch',
  // Link previews (platform.md §7 GET /api/sites).
  'site_url_invalid',
  'site_address_refused',
  'site_unreachable',
  // Push notifications (platform.md §7 POST /notifications/register-device).
  'push_device_incomplete',
  'device_not_found',
  // Friendships (clubs-and-social.md §4, §7).
  'friendship_not_found',
  'friendship_with_self',
  'friendship_exists',
  // Posts, likes and comments (clubs-and-social.md §5, §7; platform.md §5).
  'post_not_found',
  'post_empty',
  'post_media_invalid',
  'post_delete_forbidden',
  'post_game_invalid',
  'post_game_not_played',
  'game_not_finished',
  'comment_not_found',
  'comment_empty',
  'comment_delete_forbidden',
  // Post media uploads (platform.md §5, §7, §9).
  'image_too_large',
  'video_too_large',
  'unsupported_file_type',
  'upload_not_found',
  'upload_incomplete',
  'upload_link_invalid',
  'upload_chunk_invalid',
  // Notifications (platform.md §4 "Invitations").
  'notification_not_found',
  'notification_not_answerable',
  // Chats (platform.md §5, §6).
  'chat_not_found',
  'not_a_chat_member',
  'message_not_found',
  'not_message_sender',
  'not_chat_creator',
  'chat_needs_members',
  'chat_with_self',
  'direct_chat_cannot_change',
  'message_empty',
  'message_too_long',
  'chat_name_required',
  'chat_name_too_long',
] as const;

type Code = (typeof ERROR_CODES)[number];

/** The HTTP status each generic code travels with. Feature codes pick their status where they are thrown. */
export const STATUS_OF: Partial<Record<Code, number>> = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * The generic code an error answer without the API's error shape maps to (a proxy's 502 HTML page, say): the
 * inverse of {@link STATUS_OF}, plus the gateway statuses.
 */
export const GENERIC_CODE_BY_STATUS: Readonly<Record<number, Code>> = {
  ...(Object.fromEntries(Object.entries(STATUS_OF).map(([code, status]) => [status, code])) as Record<
    number,
    Code
  >),
  502: 'service_unavailable',
  504: 'service_unavailable',
};
