import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, minContrastOverGradient } from '../../../lib/contrast';
import { EUROPEAN_COUNTRIES } from '../model/explore';
import { COUNTRY_COLORS, COUNTRY_TILE_TEXT } from './country-colors';

describe('the explore page’s country tiles', () => {
  it.each(EUROPEAN_COUNTRIES)('%s keeps its white name at 4.5:1 over the whole gradient', (country) => {
    const [from, to] = COUNTRY_COLORS[country];
    expect(minContrastOverGradient(COUNTRY_TILE_TEXT, from, to)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
