// @vitest-environment jsdom
import '../../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const signedOut: InitialSession = { status: 'signed-out', profile: null, token: null };
const GOOD = 'Fairway-2026!';

const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body as string);
// Each screen is a lazy chunk, transformed on first use: give the first render time.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

vi.setConfig({ testTimeout: 20_000 });
const config = () =>
  json(200, { socialProviders: [], devMailbox: '/dev/mailbox', environment: 'test:pglite' });

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('asks for both fields, focusing the first one that is missing', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi(config, null);
    renderApp({ path: '/sign-in', session: signedOut, api });
    await heading('Sign in to Fairway');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email or username.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email or username'));
    expect(screen.getByLabelText('Email or username').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((request) => request.url.startsWith('/api/auth'))).toHaveLength(0);
  });

  it('signs in by username, keeps the token and opens the dashboard', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi((request) => {
      if (request.url === '/api/auth/sign-in/username')
        return new Response('{}', { status: 200, headers: { 'set-auth-token': 'signed.token' } });
      if (request.url === '/api/profile') return json(200, buildProfile());
      return config();
    }, null);
    const { router } = renderApp({ path: '/sign-in', session: signedOut, api });
    await heading('Sign in to Fairway');
    await user.type(screen.getByLabelText('Email or username'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3_000 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('signed.token');
    expect(bodyOf(requests.find((request) => request.url === '/api/auth/sign-in/username'))).toEqual({
      username: 'jdoe',
      password: GOOD,
    });
  });

  it('says why a sign-in was refused, in an alert that takes focus', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(
      (request) =>
        request.url === '/api/auth/sign-in/email'
          ? json(403, { error: { code: 'email_not_verified', message: 'Email not verified' } })
          : config(),
      null,
    );
    renderApp({ path: '/sign-in', session: signedOut, api });
    await heading('Sign in to Fairway');
    await user.type(screen.getByLabelText('Email or username'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please verify your email address first. Check your inbox.');
    expect(document.activeElement).toBe(alert);
  });

  it.each([
    ['?verified=1', 'Your email address is confirmed. You can sign in now.'],
    ['?error=invalid_token', 'This link is invalid or has expired. Please ask for a new one.'],
  ])('greets the verification link’s redirect %s', async (search, message) => {
    const { api } = fakeApi(config, null);
    renderApp({ path: `/sign-in${search}`, session: signedOut, api });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers Google and Apple only when the server has them', async () => {
    const { api } = fakeApi(
      () => json(200, { socialProviders: ['google'], devMailbox: null, environment: 'x' }),
      null,
    );
    renderApp({ path: '/sign-in', session: signedOut, api });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });
});

describe('sign-up (platform.md §5)', () => {
  it('keeps submit disabled until every rule passes, ticks the checklist live, then says check your email', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi(
      (request) =>
        request.url === '/api/auth/sign-up/email' ? json(200, { status: 'verification_sent' }) : config(),
      null,
    );
    renderApp({ path: '/sign-up', session: signedOut, api });
    await heading('Create your account');
    const submit = screen.getByRole('button', { name: 'Create account' });
    const checklist = () =>
      screen
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => text?.includes('('));

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'fairway');
    expect(checklist()).toEqual([
      'At least 8 characters (missing)',
      'An uppercase letter (missing)',
      'A lowercase letter (done)',
      'A digit (missing)',
      'A special character (missing)',
    ]);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // The checklist describes the password field.
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent?.includes('Your password needs')),
    ).toBe(true);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), GOOD);
    await user.type(screen.getByLabelText('Confirm password'), 'Fairway-2026?');
    await user.tab();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), GOOD);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);

    const title = await heading('Check your email');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(/We sent a confirmation link to jane@example.com/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Development server: open the local mailbox' }).getAttribute('href'),
    ).toBe('/dev/mailbox');
    expect(await screen.findByText('Account created! Check your email to confirm it.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.url === '/api/auth/sign-up/email'))).toEqual({
      email: 'jane@example.com',
      password: GOOD,
      locale: 'en',
    });
  });

  it('shows a refusal about the password at the password field', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(
      (request) =>
        request.url === '/api/auth/sign-up/email'
          ? json(400, { error: { code: 'password_too_common', message: '', field: 'body.password' } })
          : config(),
      null,
    );
    renderApp({ path: '/sign-up', session: signedOut, api });
    await heading('Create your account');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });
});

describe('forgot password (platform.md §4, §5)', () => {
  it('asks for the address, says the link was sent, and returns to sign-in after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { api, requests } = fakeApi(
      (request) =>
        request.url === '/api/auth/request-password-reset' ? json(200, { status: true }) : config(),
      null,
    );
    const { router } = renderApp({ path: '/forgot-password', session: signedOut, api });
    await heading('Reset your password');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset email sent. Please check your inbox.')).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.url === '/api/auth/request-password-reset'))).toEqual({
      email: 'jane@example.com',
      redirectTo: '/reset-password',
    });

    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

describe('reset password', () => {
  it('says a used or broken link is invalid and offers a new one', async () => {
    const { api } = fakeApi(config, null);
    renderApp({ path: '/reset-password?error=INVALID_TOKEN', session: signedOut, api });
    expect(
      await screen.findByText('This link is invalid or has expired. Please ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('sets the new password with the link’s token', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeApi(
      (request) => (request.url === '/api/auth/reset-password' ? json(200, { status: true }) : config()),
      null,
    );
    renderApp({ path: '/reset-password?token=tok123', session: signedOut, api });
    await heading('Choose a new password');
    await user.type(screen.getByLabelText('New password'), GOOD);
    await user.type(screen.getByLabelText('Confirm new password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(bodyOf(requests.find((request) => request.url === '/api/auth/reset-password'))).toEqual({
      token: 'tok123',
      newPassword: GOOD,
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
  });
});
