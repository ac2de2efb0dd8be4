// @vitest-environment jsdom
import '../../../test/dom';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { HERO_MEDIA, HeroVideo } from './HeroVideo';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderHero() {
  return render(
    <I18nextProvider i18n={createI18n(englishResources)}>
      <HeroVideo />
    </I18nextProvider>,
  );
}

/** jsdom's document is 'complete' from the start; a real first visit renders the hero while it still loads. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('the hero: the poster first, the clip after the page has loaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('paints the poster at high priority and loads no video while the page loads', () => {
    setReadyState('loading');
    const { container } = renderHero();
    const poster = screen.getByRole('img', { name: /putt/ });
    expect(poster).toHaveProperty('src', expect.stringContaining(HERO_MEDIA.poster));
    expect(poster.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('video')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(container.querySelector('video')).toBeNull();
  });

  it('puts the muted looping clip in its place once the page has loaded and the browser is idle', () => {
    setReadyState('loading');
    const { container } = renderHero();
    act(() => {
      setReadyState('complete');
      window.dispatchEvent(new Event('load'));
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.getAttribute('poster')).toBe(HERO_MEDIA.poster);
    expect(video?.getAttribute('aria-label')).toMatch(/putt/);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(
      [...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
    ).toEqual([HERO_MEDIA.webm, HERO_MEDIA.mp4]);
    expect(screen.queryByRole('img', { name: /putt/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause the video' })).toBeTruthy();
  });

  it('with reduced motion keeps only the poster', () => {
    setReducedMotion(true);
    const { container } = renderHero();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('img', { name: /putt/ })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
  });
});
