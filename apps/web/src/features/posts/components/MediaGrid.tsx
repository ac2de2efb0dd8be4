import type { PostMedia } from '@fairway/contract';
import { clsx } from 'clsx';
import { useT } from '../../../i18n/use-t';

/** A post's photos: one large, or a grid of two columns; each with its place in the set as its text. */
export function MediaGrid({ media, author }: { media: PostMedia[]; author: string }) {
  const { t } = useT();
  if (media.length === 0) return null;
  return (
    <ul className={clsx('grid gap-1 overflow-hidden rounded-2xl', media.length > 1 && 'grid-cols-2')}>
      {media.map((item, index) => (
        <li key={`${item.url}-${index}`} className={clsx(media.length === 3 && index === 0 && 'col-span-2')}>
          {item.type === 'video' ? (
            <video
              src={item.url}
              poster={item.thumbnailUrl ?? undefined}
              controls
              preload="metadata"
              className="aspect-[4/5] w-full bg-black object-cover"
              aria-label={t('posts:post.photo', { index: index + 1, count: media.length })}
            />
          ) : (
            <img
              src={item.url}
              width={item.width}
              height={item.height}
              alt={t('posts:post.photo', { index: index + 1, count: media.length }) + ` · ${author}`}
              loading="lazy"
              className={clsx(
                'w-full bg-surface-muted object-cover',
                media.length === 1 ? 'max-h-[32rem]' : 'aspect-square',
              )}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
