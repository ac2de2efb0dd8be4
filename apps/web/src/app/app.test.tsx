// @vitest-environment jsdom
import '../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { buildProfile, fakeApi, json } from '../test/factories';
import { renderApp } from '../test/render-app';
import type { InitialSession } from './session';

const signedOut: InitialSession = { status: 'signed-out', profile: null, token: null };
const noProfile: InitialSession = { status: 'no-profile', profile: null, token: 'tok' };
const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'tok' };

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes and guards, rendered', () => {
  it('shows the landing to a visitor, with Fairway as the main heading', async () => {
    const { router } = renderApp({ path: '/', session: signedOut });
    expect(await heading('Fairway')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor from an app screen to the landing', async () => {
    const { router } = renderApp({ path: '/stats', session: signedOut });
    expect(await heading('Fairway')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('links the home to the menu (phones have no side navigation), and not every screen', async () => {
    const home = renderApp({ path: '/dashboard', session: ready });
    expect(await heading('Home')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('/menu');
    home.unmount();

    renderApp({ path: '/notifications', session: ready });
    await heading('Notifications');
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
    // The first to load the home's and the notifications' lazy screens: on a busy machine that alone can take 5 s.
  }, 20_000);

  it('shows the 404 page to a visitor on an unknown path', async () => {
    renderApp({ path: '/no/such/page', session: signedOut });
    expect(await heading('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends a user with a profile from an unknown path, and from /, to the dashboard', async () => {
    const unknown = renderApp({ path: '/no/such/page', session: ready });
    expect(await heading('Home')).toBeTruthy();
    expect(unknown.router.state.location.pathname).toBe('/dashboard');
    unknown.unmount();

    const root = renderApp({ path: '/', session: ready });
    expect(await heading('Home')).toBeTruthy();
    expect(root.router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a user without a profile into onboarding, at its first step', async () => {
    const { router } = renderApp({ path: '/dashboard', session: noProfile });
    expect(await heading('Welcome to Fairway! Which describes you best?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome/role');
    // No way "home" from onboarding, but a way out.
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('keeps a user with a profile out of onboarding and sign-in', async () => {
    const welcome = renderApp({ path: '/welcome/gender', session: ready });
    expect(await heading('Home')).toBeTruthy();
    expect(welcome.router.state.location.pathname).toBe('/dashboard');
    welcome.unmount();

    const signIn = renderApp({ path: '/sign-in', session: ready });
    await heading('Home');
    expect(signIn.router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the loading animation while the session is resolved', async () => {
    renderApp({ path: '/dashboard', session: { status: 'loading', profile: null, token: 'tok' } });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Loading…');
  });

  it('goes through the real look-up when no session is given', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { api } = fakeApi(() => json(200, buildProfile({ username: 'ace' })));
    const { router } = renderApp({ path: '/notifications', api });
    expect(await heading('Notifications')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('the shells', () => {
  it('give a user with a profile the side navigation, marking the current entry', async () => {
    renderApp({ path: '/notifications', session: ready });
    await heading('Notifications');
    const [sideNav] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    const links = within(sideNav!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fairway', '/dashboard'],
      ['Home', '/dashboard'],
      ['Stats', '/stats'],
      ['Messages', '/messages'],
      ['Clubs', '/explore'],
      ['Friends', '/friends'],
      ['My bag', '/my-bag'],
      ['Notifications', '/notifications'],
      ['Profile', '/u/jdoe'],
    ]);
    expect(within(sideNav!).getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(sideNav!).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('give the tab bar only where §2.5 wants it', async () => {
    const home = renderApp({ path: '/dashboard', session: ready });
    await heading('Home');
    // Both shells are in the DOM on /dashboard; CSS shows one per width.
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2);
    home.unmount();

    renderApp({ path: '/messages', session: ready });
    await heading('Messages');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
  });

  it('hide both on a play screen', async () => {
    renderApp({ path: '/play/g1', session: ready });
    // No API here: the live round answers with its error screen, still without the navigation.
    await heading('Something went wrong');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('open the More menu from the keyboard, and sign out from it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp({ path: '/dashboard', session: ready });
    await heading('Home');

    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Jane Doe')).toBeTruthy();
    expect(within(menu).getByText('jane@example.com')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit profile', 'Settings', 'Sign out']);
    expect(items[0]?.getAttribute('href')).toBe('/settings/edit-profile');
    expect(items[1]?.getAttribute('href')).toBe('/settings/display');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Sign out');
    await user.keyboard('{Enter}');

    expect(await heading('Fairway')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('offer a skip link to the main region', async () => {
    renderApp({ path: '/notifications', session: ready });
    await heading('Notifications');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });
});

describe('the landing', () => {
  it('switches language from its labelled picker, in each language’s own name', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', session: signedOut });
    await heading('Fairway');
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Italiano',
      'Nederlands',
      'Русский',
      'Svenska',
      'Tiếng Việt',
      '日本語',
      '한국어',
      '中文',
    ]);

    await user.selectOptions(picker, 'fr');
    // The French chunk holds every namespace: give its first transform time on a busy machine.
    expect(await screen.findByRole('link', { name: 'Se connecter' }, { timeout: 15_000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
  }, 20_000);

  it('switches theme from its labelled radio group, with the keyboard too', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/', session: signedOut });
    await heading('Fairway');
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true);

    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');

    // Arrow keys move within a radio group.
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Light' }).checked).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });
});
