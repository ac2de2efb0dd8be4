import { useEffect, useState } from 'react';

/** The geolocation wait (games-and-profiles.md §9: 10 s, high accuracy). */
export const LOCATION_TIMEOUT_MS = 10_000;

export type DeviceLocation =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'failed' };

/**
 * The device's position for the nearest clubs. It is asked at once only when the permission is already
 * granted; otherwise `locate()` asks (on the golfer's tap), so nobody gets a permission prompt unasked.
 */
export function useDeviceLocation(): { location: DeviceLocation; locate: () => void } {
  const [location, setLocation] = useState<DeviceLocation>({ status: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocation({ status: 'failed' });
      return;
    }
    setLocation({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setLocation({
          status: 'ready',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) => setLocation({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (cancelled) return;
        if (status.state === 'granted') locate();
        else if (status.state === 'denied') setLocation({ status: 'denied' });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  return { location, locate };
}
