import { describe, expect, it } from 'vitest';
import { devSetup } from '../scripts/dev-env.mjs';

/** `npm run dev`: the browser's origin is the web dev server, and the API must know it as its public address. */
describe('npm run dev ports and environment', () => {
  it('runs the web app on 3000 and the API on 3001 whose public address is the web app', () => {
    const setup = devSetup({});
    expect(setup).toMatchObject({ webPort: 3000, apiPort: 3001, publicUrl: 'http://localhost:3000' });
    expect(setup.serverEnv).toMatchObject({
      PORT: '3001',
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'development',
    });
    expect(setup.webEnv).toMatchObject({ FAIRWAY_API_URL: 'http://localhost:3001' });
  });

  it('follows PORT, and keeps an explicit PUBLIC_URL', () => {
    const moved = devSetup({ PORT: '4000' });
    expect(moved.serverEnv).toMatchObject({ PORT: '4001', PUBLIC_URL: 'http://localhost:4000' });
    expect(moved.webEnv.FAIRWAY_API_URL).toBe('http://localhost:4001');
    expect(devSetup({ PUBLIC_URL: 'https://dev.example.test' }).serverEnv.PUBLIC_URL).toBe(
      'https://dev.example.test',
    );
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => devSetup({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => devSetup({ PORT: '65535' })).toThrow(/PORT/);
  });
});
