import { clsx } from 'clsx';

/** The tee colours the data uses, as swatches; anything else is grey. */
const SWATCHES: Record<string, string> = {
  black: '#1c1c1c',
  white: '#ffffff',
  gold: '#c9a227',
  yellow: '#f2cc0c',
  blue: '#1d4ed8',
  red: '#c81e1e',
  purple: '#7e22ce',
  orange: '#ea7a0c',
  green: '#15803d',
  silver: '#a8a9ad',
};

/** A tee's colour as a small round swatch, outlined so that white shows on white. Decorative. */
export function TeeDot({ color, className }: { color: string | null; className?: string }) {
  const swatch = SWATCHES[(color ?? '').trim().toLowerCase()] ?? '#9ca3af';
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-block size-3.5 shrink-0 rounded-full ring-1 ring-fg/25', className)}
      style={{ backgroundColor: swatch }}
    />
  );
}
