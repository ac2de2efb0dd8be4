import { clsx } from 'clsx';

/** Up to two initials of a name ("Jane Doe" → "JD"). */
function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters
    .map((part) => [...(part ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A golfer's picture, or their initials. Decorative: the name is said beside it. */
export function GolferAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-fairway text-base font-bold text-brand select-none',
        className,
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
