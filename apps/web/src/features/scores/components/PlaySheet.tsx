import { clsx } from 'clsx';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { nearestSnap } from '../model/sheet';
import type { SheetSnap } from '../model/sheet';

export interface PlaySheetProps {
  title: string;
  snap: SheetSnap;
  onSnapChange: (snap: SheetSnap) => void;
  children: ReactNode;
}

/**
 * The live screen's bottom sheet: always there, dragged by its handle between 22% of the screen and all of it
 * (games-and-profiles.md §9), or switched with its button (the keyboard's and screen readers' way).
 *
 * Not vaul: vaul 1.1 makes every drawer modal for assistive technology even with `modal={false}` (the rest of
 * the page gets aria-hidden and the focus is trapped; vaul issues #582 and #497), and this sheet sits beside
 * the map and the scores all round long. vaul keeps the modal resume sheet.
 */
export function PlaySheet({ title, snap, onSnapChange, children }: PlaySheetProps) {
  const { t } = useT();
  const expanded = snap === 1;
  const sheetRef = useRef<HTMLElement>(null);
  const drag = useRef<{ startY: number; lastY: number; lastTime: number; velocity: number } | null>(null);
  const [dragOffset, setDragOffset] = useState<number | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, lastY: event.clientY, lastTime: event.timeStamp, velocity: 0 };
    setDragOffset(0);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const elapsed = Math.max(1, event.timeStamp - current.lastTime);
    current.velocity = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastTime = event.timeStamp;
    setDragOffset(event.clientY - current.startY);
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    setDragOffset(null);
    if (!current) return;
    const height = sheetRef.current?.offsetHeight ?? window.innerHeight;
    onSnapChange(nearestSnap(snap, current.lastY - current.startY, current.velocity, height));
  };

  const hidden = (1 - snap) * 100;
  return (
    <section
      ref={sheetRef}
      aria-label={title}
      style={{
        transform:
          dragOffset === null ? `translateY(${hidden}%)` : `translateY(calc(${hidden}% + ${dragOffset}px))`,
      }}
      className={clsx(
        'fixed inset-x-0 bottom-0 z-30 mx-auto flex h-dvh max-w-2xl flex-col rounded-t-3xl border border-b-0 border-line bg-bg shadow-[0_-10px_30px_rgb(0_0_0/0.18)]',
        dragOffset === null && 'transition-transform duration-300 ease-out motion-reduce:transition-none',
      )}
    >
      <div
        className="relative flex h-9 shrink-0 cursor-grab touch-none items-center justify-center active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-line" />
        <button
          type="button"
          onClick={() => onSnapChange(expanded ? 0.22 : 1)}
          aria-expanded={expanded}
          aria-label={expanded ? t('play:showLess') : t('play:showMore')}
          className="absolute top-0.5 right-2 inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
        >
          {expanded ? (
            <ChevronDown aria-hidden="true" className="size-5" />
          ) : (
            <ChevronUp aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <div
        className={clsx(
          'min-h-0 flex-1 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
          expanded ? 'overflow-y-auto overscroll-contain' : 'overflow-hidden',
        )}
      >
        {children}
      </div>
    </section>
  );
}
