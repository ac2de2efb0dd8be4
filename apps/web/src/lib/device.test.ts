// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSupport, notificationPermission, vibrate } from './device';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Capacitor;
});

describe('device features', () => {
  it('in a browser without vibration or notifications, says so', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(deviceSupport()).toEqual({
      camera: 'web',
      haptics: 'unsupported-browser',
      notifications: 'unsupported-browser',
    });
    expect(notificationPermission()).toBe('unsupported');
    expect(await vibrate()).toBe(false);
  });

  it('in a browser with the web APIs, uses them', async () => {
    const vibrateSpy = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate: vibrateSpy });
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    expect(deviceSupport()).toEqual({ camera: 'web', haptics: 'web', notifications: 'web' });
    expect(notificationPermission()).toBe('granted');
    expect(await vibrate(50)).toBe(true);
    expect(vibrateSpy).toHaveBeenCalledWith(50);
  });

  it('natively, goes through the plugins the build has, and names the missing ones', async () => {
    const hapticsVibrate = vi.fn(() => Promise.resolve());
    window.Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'ios',
      Plugins: { Haptics: { vibrate: hapticsVibrate } },
    };
    expect(deviceSupport()).toEqual({
      camera: 'missing-plugin',
      haptics: 'native',
      notifications: 'missing-plugin',
    });
    expect(await vibrate(30)).toBe(true);
    expect(hapticsVibrate).toHaveBeenCalledWith({ duration: 30 });
  });
});
