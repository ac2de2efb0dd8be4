import { describe, expect, it } from 'vitest';
import { clubShareUrl, directionsUrl, playHereUrl, telUrl, websiteHref, websiteLabel } from './club-links';

const club = { latitude: 45.89423, longitude: 4.96571, name: 'Garden Golf de Mionnay' };

describe('directionsUrl', () => {
  it.each([
    ['android', 'geo:45.89423,4.96571?q=45.89423,4.96571(Garden%20Golf%20de%20Mionnay)'],
    ['ios', 'https://maps.apple.com/?daddr=45.89423,4.96571&q=Garden%20Golf%20de%20Mionnay'],
    ['web', 'https://www.google.com/maps/dir/?api=1&destination=45.89423,4.96571'],
  ] as const)('on %s', (platform, url) => {
    expect(directionsUrl(club, platform)).toBe(url);
  });
});

it.each([
  ['+33 4 78 91 84 84', 'tel:+33478918484'],
  ['(04) 78.91.84.84', 'tel:0478918484'],
  ['no phone', null],
  [null, null],
])('calls %j with %j', (phone, url) => {
  expect(telUrl(phone)).toBe(url);
});

it.each([
  ['https://www.golf-lyon-tassin.fr/', 'https://www.golf-lyon-tassin.fr/'],
  ['golf.example/contact', 'https://golf.example/contact'],
  ['  http://golf.example  ', 'http://golf.example/'],
  ['not a site', null],
  ['', null],
  [null, null],
])('links the website %j as %j', (url, href) => {
  expect(websiteHref(url)).toBe(href);
});

it('shows a website by its host', () => {
  expect(websiteLabel('https://www.golf-lyon-tassin.fr/accueil')).toBe('golf-lyon-tassin.fr');
});

it('builds the share and play links', () => {
  expect(clubShareUrl('https://fairway.golf/', 'golf-de-lyon')).toBe('https://fairway.golf/c/golf-de-lyon');
  expect(playHereUrl('golf-de-lyon')).toBe('/create-round?club=golf-de-lyon');
});
