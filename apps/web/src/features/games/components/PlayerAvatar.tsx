import { clsx } from 'clsx';

/** Up to two initials of a name ("Jane Doe" → "JD"). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((part) => [...(part ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A player's picture, or their initials on a fairway-green disc. Decorative: the name is said beside it. */
export function PlayerAvatar({
  name,
  imageUrl,
  isGuest = false,
  className,
}: {
  name: string;
  imageUrl: string | null;
  isGuest?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold select-none',
        isGuest ? 'bg-accent text-on-accent' : 'bg-fairway text-brand',
        className ?? 'size-12 text-base',
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
