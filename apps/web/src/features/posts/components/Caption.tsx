import { captionParts } from '@fairway/contract/runtime';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/**
 * A caption with its hashtags and mentions as links, clamped to 3 lines with "Show more" when it is longer
 * (clubs-and-social.md §9). `full` shows it whole (the post detail).
 */
export function Caption({ text, full = false }: { text: string; full?: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(full);
  const [clamped, setClamped] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !open) setClamped(element.scrollHeight > element.clientHeight + 1);
  }, [text, open]);
  if (!text) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <p ref={ref} className={`break-words whitespace-pre-line ${open ? '' : 'line-clamp-3'}`}>
        {captionParts(text).map((part, index) =>
          part.kind === 'text' ? (
            <span key={index}>{part.text}</span>
          ) : (
            <Link
              key={index}
              to={
                part.kind === 'hashtag'
                  ? `/discover/topic/${encodeURIComponent(part.value.toLowerCase())}`
                  : `/u/${encodeURIComponent(part.value)}`
              }
              className="font-semibold text-brand underline-offset-2 hover:underline"
            >
              {part.text}
            </Link>
          ),
        )}
      </p>
      {!full && (clamped || open) && (
        <button
          type="button"
          className="text-sm font-semibold text-fg-muted hover:text-fg"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('posts:post.showLess') : t('posts:post.showMore')}
        </button>
      )}
    </div>
  );
}
