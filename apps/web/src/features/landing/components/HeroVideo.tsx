import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAfterLoad } from '../hooks/use-after-load';
import { useReducedMotion } from '../hooks/use-reduced-motion';

export const HERO_MEDIA = {
  poster: '/media/hero-poster.webp',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
} as const;

/**
 * The hero clip (made by apps/web/scripts/make-hero-video.mjs): muted, looping, inline, with its poster.
 * The poster comes first, as an image fetched at high priority: it is the page's largest paint. The clip is put
 * in its place once the page has loaded and the browser is idle, so its bytes never delay the first view.
 * Visitors who prefer reduced motion see only the poster; everyone else can pause the clip (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { t } = useT();
  const prefersReducedMotion = useReducedMotion();
  const showClip = useAfterLoad(!prefersReducedMotion) && !prefersReducedMotion;
  const video = useRef<HTMLVideoElement>(null);
  const [isPaused, setIsPaused] = useState(false);
  const label = t('landing:hero.videoLabel');

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-gradient-to-br from-fairway via-accent/60 to-transparent blur-2xl sm:-inset-6"
      />
      <div className="relative aspect-video overflow-hidden rounded-3xl border border-line bg-[#2c6e40] shadow-xl ring-1 ring-black/5 dark:brightness-90">
        {showClip ? (
          <>
            <video
              ref={video}
              className="size-full object-cover"
              poster={HERO_MEDIA.poster}
              aria-label={label}
              autoPlay
              muted
              loop
              playsInline
              preload="none"
              width={1280}
              height={720}
              onPlay={() => setIsPaused(false)}
              onPause={() => setIsPaused(true)}
            >
              <source src={HERO_MEDIA.webm} type="video/webm" />
              <source src={HERO_MEDIA.mp4} type="video/mp4" />
            </video>
            <button
              type="button"
              onClick={toggle}
              aria-label={isPaused ? t('landing:hero.playVideo') : t('landing:hero.pauseVideo')}
              className="absolute right-3 bottom-3 flex size-9 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur transition-colors hover:bg-black/65"
            >
              {isPaused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
          </>
        ) : (
          <img
            src={HERO_MEDIA.poster}
            alt={label}
            className="size-full object-cover"
            width={1280}
            height={720}
            fetchPriority="high"
          />
        )}
      </div>
    </div>
  );
}
