import { routes, type PublicConfig } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { route } from '../../http/route';
import type { Mailer } from '../../mail/mailer';

/**
 * `GET /api/config`: what a client needs before anyone signs in: which social sign-ins exist (their buttons
 * are hidden otherwise), where the development mailbox is, and the environment marker (a client that finds a
 * different one signs out and clears its storage, platform.md §4), and the maps' styles (no rebuild to change them).
 */
export const configRoutes: FastifyPluginAsync<{ config: Config; mailer: Mailer }> = async (
  app,
  { config, mailer },
) => {
  const body: PublicConfig = {
    socialProviders: (['google', 'apple'] as const).filter((provider) => config.oidc[provider]),
    devMailbox: !config.isProduction && mailer.kind === 'mailbox' ? '/dev/mailbox' : null,
    environment: `${config.env}:${config.database.kind}`,
    mapStyleUrl: config.maps.styleUrl,
    satelliteStyleUrl: config.maps.satelliteStyleUrl,
  };
  route(app, routes.publicConfig, () => body, { config: { rateLimit: false } });
};
