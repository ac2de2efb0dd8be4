// @vitest-environment jsdom
import '../../../test/dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import type { InitialSession } from '../../../app/session';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { LinkPreview } from './LinkPreview';

vi.setConfig({ testTimeout: 20_000 });
const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };

function mount(url: string, respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const { api, requests } = fakeApi((request) =>
    request.url === '/api/profile' ? json(200, buildProfile()) : respond(request),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <Providers i18n={createI18n(englishResources)} queryClient={queryClient} initialSession={ready} api={api}>
      <p>before</p>
      <LinkPreview url={url} />
    </Providers>,
  );
  return { ...utils, requests };
}

const preview = {
  url: 'https://www.golf.example/news/open',
  title: 'Spring Open',
  description: 'Final round report',
  image: 'https://cdn.golf.example/trophy.jpg',
  siteName: null,
};

describe('a link preview card', () => {
  it('asks the server for the link and shows image, title, description and host as one link', async () => {
    const { requests } = mount('golf.example/news/open', () => json(200, preview));
    const link = await screen.findByRole('link', { name: /Spring Open/ });
    expect(requests.map((request) => request.url)).toContain(
      `/api/sites?url=${encodeURIComponent('golf.example/news/open')}`,
    );
    expect(link.getAttribute('href')).toBe(preview.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('Final round report');
    expect(link.textContent).toContain('golf.example');
    expect(link.textContent).toContain('opens in a new tab');
    // The title names the card: the picture is decorative.
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(preview.image);
  });

  it('names the picture by its site when the page has no title, and prefers the site name', async () => {
    mount('https://photos.example/p/1', () =>
      json(200, { ...preview, title: null, description: null, siteName: 'Photo Club' }),
    );
    expect(await screen.findByRole('img', { name: 'Picture from Photo Club' })).toBeTruthy();
  });

  it('shows nothing for a page with nothing to show', async () => {
    const { requests, container } = mount('https://empty.example', () =>
      json(200, {
        url: 'https://empty.example/',
        title: null,
        description: null,
        image: null,
        siteName: null,
      }),
    );
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/sites'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="link-preview"]')).toBeNull();
    expect(screen.getByText('before')).toBeTruthy();
  });

  it('shows nothing when the server refuses the link', async () => {
    const { requests, container } = mount('http://169.254.169.254/', () =>
      json(403, { error: { code: 'site_address_refused', message: 'refused' } }),
    );
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/sites'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('a')).toBeNull();
  });
});
