import type { NativePlatform } from '../../../lib/platform';

/*
 * The links of a club detail (clubs-and-social.md §2 "Club detail"): directions, call, website and share.
 */

/**
 * Directions to a point: the system's maps app through a `geo:` link on Android, Apple Maps on iOS, Google
 * Maps' directions on the web (it opens the maps app on phones that have one).
 */
export function directionsUrl(
  point: { latitude: number; longitude: number; name: string },
  platform: NativePlatform | 'web',
): string {
  const at = `${point.latitude},${point.longitude}`;
  switch (platform) {
    case 'android':
      return `geo:${at}?q=${at}(${encodeURIComponent(point.name)})`;
    case 'ios':
      return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(point.name)}`;
    case 'web':
      return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  }
}

/** A `tel:` link for a phone number as written in the data ("+33 4 78 91 84 84"); null when it has no digit. */
export function telUrl(phone: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A website as a link (an address without a scheme gets https), or null when it is not a web address. */
export function websiteHref(url: string | null): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.hostname.includes('.') ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The host of a website to show ("golf-lyon-tassin.fr"), without `www.`. */
export function websiteLabel(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/** The link others open to see a club (`/c/{slug}` on this origin). */
export function clubShareUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/$/, '')}/c/${encodeURIComponent(slug)}`;
}

/** The create-round screen, with the club chosen. */
export function playHereUrl(slug: string): string {
  return `/create-round?club=${encodeURIComponent(slug)}`;
}

/** A club's page. */
export function clubPath(slug: string): string {
  return `/c/${encodeURIComponent(slug)}`;
}

/** A club's edit page. */
export function clubEditPath(slug: string): string {
  return `/c/edit/${encodeURIComponent(slug)}`;
}
