/*
 * WCAG 2.x contrast, for the colour pairs axe cannot judge (text over a gradient or a map): relative luminance
 * and contrast ratio of sRGB colours, and the colours a linear gradient passes through.
 */

/** The least contrast for normal text (WCAG 1.4.3, AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#rrggbb` (or `#rgb`) as red, green and blue in 0…255. */
export function parseHex(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance of an sRGB colour. */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b))].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colours a CSS linear gradient from `from` to `to` paints, sampled at `steps + 1` points, ends included. */
export function gradientStops(from: string, to: string, steps = 10): string[] {
  const [a, b] = [parseHex(from), parseHex(to)];
  return Array.from({ length: steps + 1 }, (_, i) => {
    const mix = a.map((channel, k) => Math.round(channel + ((b[k] ?? 0) - channel) * (i / steps)));
    return `#${mix.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  });
}

/** The lowest contrast of `text` over a gradient from `from` to `to`, at any point of it. */
export function minContrastOverGradient(text: string, from: string, to: string): number {
  return Math.min(...gradientStops(from, to).map((stop) => contrastRatio(text, stop)));
}
