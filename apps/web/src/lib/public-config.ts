import type { PublicConfig } from '@fairway/contract';
import type { ApiClient } from './api';

// The type only: the contract's zod schema stays out of the first bundle, so the answer is read by hand.

export type SocialProvider = PublicConfig['socialProviders'][number];
export type { PublicConfig };

const PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

/** A map style's URL, or null for none (the maps' built-in basemap). */
const styleUrl = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Reads `GET /api/config`, keeping only what this client knows (an unknown provider has no button, an unreadable style none). */
export function parsePublicConfig(data: unknown): PublicConfig {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const providers = Array.isArray(record.socialProviders) ? record.socialProviders : [];
  return {
    socialProviders: PROVIDERS.filter((provider) => providers.includes(provider)),
    devMailbox: typeof record.devMailbox === 'string' ? record.devMailbox : null,
    environment: typeof record.environment === 'string' ? record.environment : '',
    mapStyleUrl: styleUrl(record.mapStyleUrl),
    satelliteStyleUrl: styleUrl(record.satelliteStyleUrl),
  };
}

export const configKeys = { all: ['config'] as const };

/** The query of the public configuration: asked once per page load. */
export function publicConfigQuery(client: ApiClient) {
  return {
    queryKey: configKeys.all,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      parsePublicConfig(await client.call('publicConfig', { signal })),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  } as const;
}
