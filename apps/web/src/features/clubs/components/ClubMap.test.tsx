// @vitest-environment jsdom
import '../../../test/dom';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { configKeys } from '../../../lib/public-config';
import { STYLE_LOAD_TIMEOUT_MS } from '../model/map-style';
import { ClubMap } from './ClubMap';

// jsdom has no WebGL: the map component is replaced by one that records what ClubMap gives it.
const recorded = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));
vi.mock('react-map-gl/maplibre', () => ({
  Map: (props: Record<string, unknown> & { children?: ReactNode }) => {
    recorded.props.push(props);
    return <div>{props.children}</div>;
  },
  Marker: ({ children }: { children?: ReactNode }) => <>{children}</>,
  NavigationControl: () => null,
  ScaleControl: () => null,
}));

const latest = () => recorded.props.at(-1)!;
const STYLE_URL = 'https://tiles.example/style.json';

/** The server's configuration names a map style (GET /api/config, already answered). */
function renderMap() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(configKeys.all, {
    socialProviders: [],
    devMailbox: null,
    environment: 'test',
    mapStyleUrl: STYLE_URL,
    satelliteStyleUrl: null,
  });
  return render(
    <Providers i18n={createI18n(englishResources)} queryClient={queryClient}>
      <ClubMap clubs={[{ id: 'c1', name: 'Golf de Test', latitude: 45.7, longitude: 4.8 }]} />
    </Providers>,
  );
}

describe('the club map', () => {
  beforeEach(() => {
    recorded.props = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('credits OpenStreetMap', () => {
    renderMap();
    expect(latest().attributionControl).toMatchObject({
      customAttribution: expect.stringContaining('© OpenStreetMap contributors') as unknown,
    });
  });

  it('falls back to the built-in basemap when the style neither loads nor fails', () => {
    renderMap();
    expect(latest().mapStyle).toBe(STYLE_URL);
    act(() => {
      vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS - 1);
    });
    expect(latest().mapStyle).toBe(STYLE_URL);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(latest().mapStyle).toMatchObject({ version: 8, layers: expect.any(Array) as unknown });
  });

  it('keeps a style that loaded in time', () => {
    renderMap();
    const onLoad = latest().onLoad as (event: unknown) => void;
    const fakeMap = {
      getBounds: () => ({ getWest: () => 0, getSouth: () => 0, getEast: () => 1, getNorth: () => 1 }),
      getZoom: () => 4,
    };
    act(() => onLoad({ target: fakeMap }));
    act(() => {
      vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS * 2);
    });
    expect(latest().mapStyle).toBe(STYLE_URL);
  });
});
