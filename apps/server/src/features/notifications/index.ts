/** Notifications: what other features call when they tell a golfer something, and the feature's own parts. */
export { notifyNobody, settleNothing } from './notify';
export type { DeclinedRequest, NotificationInput, NotificationType, Notify, SettleDeclined } from './notify';
export { createNotificationsRepository } from './notifications.repository';
export type { NotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { createNotificationsService } from './notifications.service';
export type { NotificationAnswerers, NotificationsService, PushQueue } from './notifications.service';
