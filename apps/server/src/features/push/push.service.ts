import type { NotificationSettings, RegisterDeviceBody, RegisteredDevice } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { isPublicAddress } from '../sites';
import { TOGGLE_OF, pushText, pushTypeOf } from './push.messages';
import type { PushQueue } from './push.queue';
import type { DeviceRow, PushRepository } from './push.repository';
import type { NativeSender, PushMessage, SendOutcome, WebPushTarget } from './push.senders';

/** What a notification asks to push: who is told, which notification, of what type, by whom, and where a tap goes. */
export interface PushInput {
  recipientId: string;
  notificationId: string;
  type: string;
  actorName: string;
  url: string;
}

export interface PushDeps {
  repository: PushRepository;
  queue: PushQueue<PushInput>;
  sendWebPush: (target: WebPushTarget, message: PushMessage) => Promise<SendOutcome>;
  /** FCM and APNs, each present only when configured. */
  nativeSenders: readonly NativeSender[];
  /** The golfer's notification toggles (features/settings). */
  settingsOf: (userId: string) => Promise<NotificationSettings>;
  /** Whether the golfer still has not seen the notification (the notifications feature knows); true by default. */
  isUnseen?: (notificationId: string) => Promise<boolean>;
  vapidPublicKey: string;
  /** Seconds a push waits, so a golfer who sees the notification live gets none (30 by default). */
  delaySeconds: number;
  /** Tests only: subscriptions on the local recording push service (http on 127.0.0.1). */
  allowLoopback?: boolean;
  log: { warn(object: unknown, message: string): void; debug(object: unknown, message: string): void };
}

export type PushService = ReturnType<typeof createPushService>;

function deviceOf(row: DeviceRow): RegisteredDevice {
  return {
    deviceId: row.deviceId,
    platform: row.platform,
    deviceName: row.deviceName,
    registeredAt: row.updatedAt.toISOString(),
  };
}

/** Only a path of the app is opened by a tap: anything else opens the notifications page. */
function appPath(url: string): string {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : '/notifications';
}

/**
 * Push notifications (#24 item 3): the golfer's devices (only their own), and pushes sent later by a background job
 * (pg-boss) only when the notification is still unseen and the golfer's settings let its type through, in the
 * golfer's language, to every device they registered; a device its push service forgot is deleted.
 */
export function createPushService(deps: PushDeps) {
  const { repository, queue, log } = deps;
  const isUnseen = deps.isUnseen ?? (async () => true);

  const refuseEndpoint = (message: string) =>
    new AppError('push_device_incomplete', 400, message, 'subscription.endpoint');

  /** A push service is on the public Internet and speaks https; a private address is refused at once. */
  function checkEndpoint(endpoint: string): void {
    const url = new URL(endpoint);
    if (deps.allowLoopback) return;
    if (url.protocol !== 'https:') throw refuseEndpoint('A push endpoint must be https');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost'))
      throw refuseEndpoint('A push endpoint must be public');
    if (/^[\d.]+$|:/.test(host) && !isPublicAddress(host))
      throw refuseEndpoint('A push endpoint must be public');
  }

  async function deliverTo(device: DeviceRow, message: PushMessage): Promise<void> {
    let outcome: SendOutcome;
    try {
      if (device.platform === 'web') {
        if (!device.endpoint || !device.p256dh || !device.auth) return;
        outcome = await deps.sendWebPush(
          { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
          message,
        );
      } else {
        const sender = deps.nativeSenders.find((candidate) => candidate.platform === device.platform);
        if (!sender || !device.token) {
          log.debug(
            { platform: device.platform },
            'push to a phone skipped: its push service is not configured',
          );
          return;
        }
        outcome = await sender.send(device.token, message);
      }
    } catch (error) {
      outcome = 'failed';
      log.warn({ err: error, platform: device.platform }, 'push failed');
    }
    if (outcome === 'gone') await repository.removeById(device.id);
  }

  return {
    /** The VAPID public key a browser subscribes with. */
    publicKey(): { publicKey: string } {
      return { publicKey: deps.vapidPublicKey };
    },

    /**
     * Registers the actor's device: a browser's subscription or a phone's token. A `userId` in the body that is
     * not the actor's is refused (403): a golfer registers only their own devices.
     */
    async register(actor: Actor, body: RegisterDeviceBody): Promise<RegisteredDevice> {
      if (body.userId !== undefined && body.userId !== actor.userId)
        throw new AppError('forbidden', 403, 'A golfer registers only their own devices', 'userId');
      const web = body.platform === 'web' ? body.subscription : undefined;
      if (web) checkEndpoint(web.endpoint);
      const row = await repository.save({
        userId: actor.userId,
        deviceId: body.deviceId,
        platform: body.platform,
        deviceName: body.deviceName?.trim() || null,
        endpoint: web?.endpoint ?? null,
        p256dh: web?.keys.p256dh ?? null,
        auth: web?.keys.auth ?? null,
        token: web ? null : (body.token ?? null),
      });
      return deviceOf(row);
    },

    /** Forgets one of the actor's devices; another golfer's device, or none, is 404. */
    async unregister(actor: Actor, deviceId: string): Promise<void> {
      if (!(await repository.remove(actor.userId, deviceId)))
        throw new AppError('device_not_found', 404, 'No such device of yours');
    },

    /**
     * Asks for a push of a notification later (after `delaySeconds`): the job is stored in the database, so it is
     * sent even if this server restarts meanwhile. What the golfer sees is decided when it runs.
     */
    async enqueue(input: PushInput): Promise<void> {
      // No job for a golfer with no device (most notifications in tests and for web-only golfers): nothing to send.
      if ((await repository.devicesOf(input.recipientId)).length === 0) return;
      await queue.send(input, deps.delaySeconds);
    },

    /**
     * The job: sends the push if the notification is still unseen and the golfer's settings allow its type, in the
     * golfer's language, to each of their devices. Answers what it did (for logs and tests).
     */
    async deliver(input: PushInput): Promise<'sent' | 'seen' | 'muted' | 'no-device'> {
      if (!(await isUnseen(input.notificationId))) return 'seen';
      const type = pushTypeOf(input.type);
      const toggle = TOGGLE_OF[type];
      if (toggle && !(await deps.settingsOf(input.recipientId))[toggle]) return 'muted';
      const devices = await repository.devicesOf(input.recipientId);
      if (devices.length === 0) return 'no-device';
      const locale = await repository.localeOf(input.recipientId);
      const message: PushMessage = {
        title: 'Fairway',
        body: pushText(input.type, locale, input.actorName),
        url: appPath(input.url),
        tag: input.notificationId,
        type: input.type,
      };
      await Promise.all(devices.map((device) => deliverTo(device, message)));
      return 'sent';
    },

    /** Starts sending the queued pushes from this process. */
    async startWorker(): Promise<void> {
      await queue.work(async (input) => {
        const outcome = await this.deliver(input);
        log.debug({ notificationId: input.notificationId, outcome }, 'push job done');
      });
    },

    stop(): Promise<void> {
      return queue.stop();
    },
  };
}
