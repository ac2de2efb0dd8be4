/** What other features use of the notifications feature. */
export { useUnreadNotifications } from './queries';
export { invitationPresentation } from './model/notification-text';
