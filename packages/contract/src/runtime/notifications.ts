/** Every kind of notification (platform.md §3; clubs-and-social.md §3; the answers to round invitations). */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_request_accepted',
  'new_post',
  'post_like',
  'post_comment',
  'comment_like',
  'game_invitation',
  'game_invitation_accepted',
  'game_invitation_declined',
  'new_message',
  'mention',
] as const;

/** Notification text preview cut at 60 characters (platform.md §9). */
export const NOTIFICATION_PREVIEW_LENGTH = 60;

/** A round starting within 60 minutes invites with a modal, a later one with a toast (platform.md §4, §9). */
export const INVITATION_MODAL_MINUTES = 60;
