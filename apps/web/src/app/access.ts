/**
 * Who may see which route (platform.md §2.1 to §2.3): the pure decision behind the guards.
 * A route belongs to one access class; the guard of that class asks {@link decideAccess} what to do.
 */

/** The auth state of the app (platform.md §4). */
export type SessionStatus = 'loading' | 'signed-out' | 'no-profile' | 'ready';

export type RouteAccess =
  /** `/`: the landing for visitors (web), the app for everyone else. */
  | 'root'
  /** Open to everyone whatever the state: /privacy, /terms. */
  | 'public'
  /** Signed-out only: /sign-in, /sign-up, /forgot-password, /mobile. */
  | 'guest'
  /** Signed in without a profile: /welcome/… */
  | 'onboarding'
  /** Signed in with a profile: the app itself. */
  | 'profile'
  /** A path no route declares. */
  | 'unknown';

export type AccessDecision =
  | { kind: 'render' }
  /** The session is still being resolved: show the full-screen loader. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

export interface AccessInput {
  access: RouteAccess;
  status: SessionStatus;
  pathname: string;
  /** Whether the app runs inside the native shell (see lib/platform.ts). */
  isNative: boolean;
}

const render: AccessDecision = { kind: 'render' };
const wait: AccessDecision = { kind: 'wait' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/** Messages without a profile go to `/`, not to onboarding (platform.md §2.2). */
function isMessagesPath(pathname: string): boolean {
  return pathname === '/messages' || pathname.startsWith('/messages/');
}

/** What a guard does for a route of class `access` in the current session state. */
export function decideAccess({ access, status, pathname, isNative }: AccessInput): AccessDecision {
  if (access === 'public') return render;
  if (status === 'loading') return wait;
  switch (access) {
    case 'root':
      if (status === 'ready') return redirect('/dashboard');
      if (isNative) return status === 'signed-out' ? redirect('/mobile') : redirect('/dashboard');
      return render;
    case 'guest':
      return status === 'signed-out' ? render : redirect('/dashboard');
    case 'onboarding':
      if (status === 'signed-out') return redirect('/sign-in');
      if (status === 'ready') return redirect('/dashboard');
      return render;
    case 'profile':
      if (status === 'signed-out') return redirect('/');
      if (status === 'no-profile') return isMessagesPath(pathname) ? redirect('/') : redirect('/welcome');
      return render;
    case 'unknown':
      return status === 'ready' ? redirect('/dashboard') : render;
  }
}
