/**
 * The signed-in devices of the account (`GET /api/auth/list-sessions`), as the account screen shows them:
 * which device, since when, and which one is this device. Pure functions.
 */

export interface AccountSession {
  id: string;
  /** Whether this is the session of this device's own token. */
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  /** When the session was last renewed (the server renews it at most once a day). */
  updatedAt: string;
  expiresAt: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads the list-sessions answer; entries without an id are dropped (they could not be ended). */
export function parseSessions(data: unknown): AccountSession[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown): AccountSession[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const id = text(record.id);
    if (!id) return [];
    const createdAt = text(record.createdAt) ?? '';
    return [
      {
        id,
        current: record.current === true,
        userAgent: text(record.userAgent),
        ipAddress: text(record.ipAddress),
        createdAt,
        updatedAt: text(record.updatedAt) ?? createdAt,
        expiresAt: text(record.expiresAt) ?? '',
      },
    ];
  });
}

/** This device's session first, then the others from the most recently created. */
export function orderSessions(sessions: readonly AccountSession[]): AccountSession[] {
  return [...sessions].sort((a, b) => {
    const current = Number(b.current) - Number(a.current);
    return current !== 0 ? current : Date.parse(b.createdAt) - Date.parse(a.createdAt);
  });
}

export interface DeviceDescription {
  /** Product names, not translated; null when the user agent does not say. */
  browser: string | null;
  os: string | null;
  isMobile: boolean;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|HeadlessChrome\//, 'Chrome'],
  [/Chromium\//, 'Chromium'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system a user agent names, as far as it can be told. */
export function describeDevice(userAgent: string | null): DeviceDescription {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    isMobile: /Mobi|Android|iPhone|iPad|iPod/.test(ua),
  };
}
