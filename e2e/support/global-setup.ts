// Playwright global setup: one real server for the whole run, shared by every worker and project. Its URL reaches
// the workers through FAIRWAY_E2E_BASE_URL (workers start after this and inherit the environment), which
// playwright.config.ts turns into `use.baseURL`. Set FAIRWAY_E2E_BASE_URL yourself to test a server you started.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServer } from './server';

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FAIRWAY_E2E_BASE_URL) {
    console.log(`e2e: using the server at ${process.env.FAIRWAY_E2E_BASE_URL}`);
    return undefined;
  }
  const started = Date.now();
  const server = await startServer();
  process.env.FAIRWAY_E2E_BASE_URL = server.baseURL;
  console.log(`e2e: server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    delete process.env.FAIRWAY_E2E_BASE_URL;
    // Keep the server's log beside the test results, where a failing run can be looked into.
    const outputDir = config.projects[0]?.outputDir;
    if (outputDir && existsSync(server.logFile)) {
      mkdirSync(outputDir, { recursive: true });
      copyFileSync(server.logFile, join(outputDir, 'server.log'));
    }
    await server.stop();
  };
}
