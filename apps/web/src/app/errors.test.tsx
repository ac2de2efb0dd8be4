// @vitest-environment jsdom
import '../test/dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { englishResources } from '../i18n/english';
import { ErrorBoundary, RouteErrorScreen } from './ErrorBoundary';
import { Providers } from './providers';

function Boom(): never {
  throw new Error('kaboom');
}

beforeEach(() => {
  // The boundaries log what they catch; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the crash screen', () => {
  it('replaces a screen that throws (the router’s errorElement) with a way back home', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorScreen /> }]);
    render(
      <Providers
        i18n={createI18n(englishResources)}
        queryClient={new QueryClient()}
        initialSession={{ status: 'signed-out', profile: null, token: null }}
      >
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('catches what escapes the router too (the top-level boundary)', () => {
    render(
      <I18nextProvider i18n={createI18n(englishResources)}>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
