// The ports and environment of `npm run dev` (scripts/dev.mjs), apart so they can be tested.
//
// The browser only ever talks to the Vite dev server (PORT, default 3000), which proxies /api, its WebSocket
// included, to the API one port above. The API is told that the web dev server is its public address
// (PUBLIC_URL), so the realtime Origin check and Better Auth accept the browser's origin and mailed links open
// the page the developer is looking at. An explicit PUBLIC_URL is kept.

/**
 * @param {NodeJS.ProcessEnv} env the environment `npm run dev` was started with
 * @returns {{ webPort: number, apiPort: number, publicUrl: string, serverEnv: NodeJS.ProcessEnv, webEnv: NodeJS.ProcessEnv }}
 */
export function devSetup(env) {
  const webPort = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(webPort) || webPort < 1 || webPort > 65534) {
    throw new Error(`PORT must be a port number below 65535 (got "${env.PORT}")`);
  }
  const apiPort = webPort + 1;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${webPort}`;
  const base = { ...env, NODE_ENV: env.NODE_ENV ?? 'development' };
  return {
    webPort,
    apiPort,
    publicUrl,
    serverEnv: { ...base, PORT: String(apiPort), PUBLIC_URL: publicUrl },
    webEnv: { ...base, FAIRWAY_API_URL: `http://localhost:${apiPort}` },
  };
}
