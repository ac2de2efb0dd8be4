/** Push notifications: devices, the delayed push job and its senders. Notifications call `enqueue`. */
export { pushRoutes } from './push.routes';
export { createPushRepository } from './push.repository';
export { createPushService } from './push.service';
export type { PushDeps, PushInput, PushService } from './push.service';
export { createPushQueue, PUSH_QUEUE } from './push.queue';
export { createWebPushSender } from './push.senders';
export type { NativeSender, PushMessage, SendOutcome } from './push.senders';
export { nativeSendersFrom } from './native-senders';
export { PUSH_LANGUAGES, PUSH_TYPES, pushText } from './push.messages';
