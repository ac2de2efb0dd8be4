/** What other features use of the clubs feature. */
export { lengthIn, formatClubDistance, readDistanceUnit } from './model/units';
export { clubKeys, setFavoriteEverywhere, useKnownLocation, useClub, useAccountFacts } from './queries';
export { LazyClubMap } from './components/LazyClubMap';
export { boundsParam } from './model/map-view';
export { useBasemap } from './model/basemap';
export type { Basemap } from './model/basemap';
export { BASEMAP_COLORS, mapStyleConfig, mapStyleFor } from './model/map-style';
export type { BasemapColors, MapStyleConfig } from './model/map-style';
