import { z } from 'zod';
import { UserId } from './ids';

/** Where a device gets its pushes: a browser (Web Push), an iPhone (APNs) or an Android phone (FCM). */
export const DEVICE_PLATFORMS = ['web', 'ios', 'android'] as const;
export const DevicePlatform = z.enum(DEVICE_PLATFORMS).meta({ id: 'DevicePlatform' });
export type DevicePlatform = z.infer<typeof DevicePlatform>;

/** A device's own id, chosen by the client and kept on the device (a browser keeps a random one). */
export const DeviceId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const WebPushSubscription = z
  .object({
    endpoint: z
      .url({ protocol: /^https?$/ })
      .max(2_048)
      .describe('The push service URL the browser gave (https in every browser; http only for local tests).'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z
        .string()
        .min(1)
        .max(256)
        .regex(/^[A-Za-z0-9_-]+=*$/),
      auth: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+=*$/),
    }),
  })
  .meta({ id: 'WebPushSubscription' });
export type WebPushSubscription = z.infer<typeof WebPushSubscription>;

/**
 * `POST /notifications/register-device` (platform.md §7): a browser sends its Web Push `subscription`, a phone its
 * FCM or APNs `token`. `userId` is optional and, when sent, must be the signed-in golfer's own: a golfer registers
 * only their own devices. Registering the same device again replaces its subscription or token.
 */
export const RegisterDeviceBody = z
  .object({
    userId: UserId.optional(),
    deviceId: DeviceId,
    platform: DevicePlatform,
    deviceName: z.string().trim().max(100).nullable().optional(),
    token: z.string().min(1).max(4_096).optional(),
    subscription: WebPushSubscription.optional(),
  })
  .refine((body) => (body.platform === 'web' ? Boolean(body.subscription) : Boolean(body.token)), {
    message: 'push_device_incomplete',
    path: ['platform'],
  })
  .meta({ id: 'RegisterDeviceBody' });
export type RegisterDeviceBody = z.input<typeof RegisterDeviceBody>;

/** A device the golfer registered for pushes. */
export const RegisteredDevice = z
  .object({
    deviceId: z.string(),
    platform: DevicePlatform,
    deviceName: z.string().nullable(),
    registeredAt: z.iso.datetime(),
  })
  .meta({ id: 'RegisteredDevice' });
export type RegisteredDevice = z.infer<typeof RegisteredDevice>;

/** `{id}` (the device's own id) of the route that forgets a device. */
export const DeviceIdParams = z.object({ id: DeviceId });

/** The server's VAPID public key (base64url), which a browser needs to subscribe; null when Web Push is off. */
export const PushPublicKey = z.object({ publicKey: z.string().nullable() }).meta({ id: 'PushPublicKey' });
export type PushPublicKey = z.infer<typeof PushPublicKey>;
