// Playwright global setup: one real server for the whole run, shared by every worker and project. Its URL reaches
// the workers through FAIRWAY_E2E_BASE_URL (workers start after this and inherit the environment), which
// playwright.config.ts turns into `use.baseURL`. Set FAIRWAY_E2E_BASE_URL yourself to test a server you started.
//
// Beside it, a real OpenID Connect provider on 127.0.0.1 (the server tests' stand-in for Google) signs anyone in:
// the server is configured for Google against it, and FAIRWAY_E2E_OIDC_ISSUER tells the journeys it is there.
// Apple stays unconfigured, so its button must not show.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '../../apps/server/src/test/oidc-provider';
import { freePort, startServer } from './server';

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FAIRWAY_E2E_BASE_URL) {
    console.log(`e2e: using the server at ${process.env.FAIRWAY_E2E_BASE_URL}`);
    return undefined;
  }
  const started = Date.now();
  // The provider allows only the server's own callback, so the server's port is chosen before either starts.
  const port = await freePort();
  const provider = await startOidcProvider({
    redirectUris: [`http://localhost:${port}/api/auth/callback/google`],
    // Each journey signs in as a new person: a login of its choosing, with an address the provider vouches for.
    accountOf: (login) => ({ sub: login, email: `${login}@example.com`, name: 'Sam Fairway' }),
  });
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      port,
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
        APPLE_CLIENT_ID: undefined,
      },
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }
  process.env.FAIRWAY_E2E_BASE_URL = server.baseURL;
  process.env.FAIRWAY_E2E_OIDC_ISSUER = provider.issuer;
  console.log(`e2e: server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    delete process.env.FAIRWAY_E2E_BASE_URL;
    delete process.env.FAIRWAY_E2E_OIDC_ISSUER;
    // Keep the server's log beside the test results, where a failing run can be looked into.
    const outputDir = config.projects[0]?.outputDir;
    if (outputDir && existsSync(server.logFile)) {
      mkdirSync(outputDir, { recursive: true });
      copyFileSync(server.logFile, join(outputDir, 'server.log'));
    }
    await server.stop();
    await provider.stop();
  };
}
