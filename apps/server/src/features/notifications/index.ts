/** Notifications: what other features call when they tell a golfer something. */
export { notifyNobody } from './notify';
export type { NotificationInput, NotificationType, Notify } from './notify';
