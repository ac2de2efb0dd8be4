import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessDecision, type SessionStatus } from './access';
import { accessOf } from './routes';

/** The decision for a path, as the router and guards make it: path → access class → decision. */
function decide(status: SessionStatus, pathname: string, isNative = false): AccessDecision {
  return decideAccess({ access: accessOf(pathname), status, pathname, isNative });
}

const render: AccessDecision = { kind: 'render' };
const wait: AccessDecision = { kind: 'wait' };
const to = (path: string): AccessDecision => ({ kind: 'redirect', to: path });

describe('which redirect for which status and path (platform.md §2.1 to §2.3)', () => {
  it.each<[SessionStatus, string, AccessDecision]>([
    // `/`: the landing for visitors and users without a profile on the web; the app with a profile.
    ['signed-out', '/', render],
    ['no-profile', '/', render],
    ['ready', '/', to('/dashboard')],
    ['loading', '/', wait],

    // Signed-out-only screens send a signed-in user to /dashboard (which sends on to /welcome if needed).
    ['signed-out', '/sign-in', render],
    ['signed-out', '/sign-up', render],
    ['signed-out', '/forgot-password', render],
    ['signed-out', '/mobile', render],
    ['ready', '/sign-in', to('/dashboard')],
    ['no-profile', '/sign-up', to('/dashboard')],
    ['ready', '/forgot-password', to('/dashboard')],
    ['ready', '/mobile', to('/dashboard')],
    ['loading', '/sign-in', wait],

    // Onboarding needs a signed-in user without a profile.
    ['no-profile', '/welcome', render],
    ['no-profile', '/welcome/role', render],
    ['no-profile', '/welcome/username', render],
    ['no-profile', '/welcome/avatar', render],
    ['signed-out', '/welcome/role', to('/sign-in')],
    ['ready', '/welcome', to('/dashboard')],
    ['ready', '/welcome/gender', to('/dashboard')],

    // The app needs a profile: visitors go to `/`, users without a profile to onboarding…
    ['ready', '/dashboard', render],
    ['ready', '/stats', render],
    ['ready', '/play/g1', render],
    ['ready', '/u/jdoe/games', render],
    ['ready', '/settings/display', render],
    ['signed-out', '/dashboard', to('/')],
    ['signed-out', '/stats', to('/')],
    ['signed-out', '/c/edit/9', to('/')],
    ['no-profile', '/dashboard', to('/welcome')],
    ['no-profile', '/stats', to('/welcome')],
    ['no-profile', '/settings/account', to('/welcome')],
    // …except messages, which send a user without a profile to `/` (§2.2).
    ['no-profile', '/messages', to('/')],
    ['no-profile', '/messages/chat-1', to('/')],
    ['loading', '/dashboard', wait],

    // Open to all.
    ['signed-out', '/privacy', render],
    ['ready', '/terms', render],
    ['loading', '/privacy', render],

    // Unknown paths: /dashboard with a profile (§2.3), the 404 page otherwise.
    ['ready', '/no-such-page', to('/dashboard')],
    ['ready', '/u/jdoe/unknown/deep', to('/dashboard')],
    ['signed-out', '/no-such-page', render],
    ['no-profile', '/no-such-page', render],
    ['loading', '/no-such-page', wait],
  ])('%s on %s', (status, pathname, expected) => {
    expect(decide(status, pathname)).toEqual(expected);
  });
});

describe('on the native app', () => {
  it.each<[SessionStatus, string, AccessDecision]>([
    // `/` always goes into the app when signed in; visitors get the native landing.
    ['ready', '/', to('/dashboard')],
    ['no-profile', '/', to('/dashboard')],
    ['signed-out', '/', to('/mobile')],
    // Everything else is the same as on the web.
    ['signed-out', '/mobile', render],
    ['no-profile', '/dashboard', to('/welcome')],
    ['ready', '/no-such-page', to('/dashboard')],
  ])('%s on %s', (status, pathname, expected) => {
    expect(decide(status, pathname, true)).toEqual(expected);
  });
});
