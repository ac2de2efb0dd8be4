import { clsx } from 'clsx';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';

/** The sheet's two heights: 22% of the screen (a peek over the map), and all the room under the search bar. */
export const PEEK_FRACTION = 0.22;

/** How far (px) a drag must go to switch height; a shorter one falls back. */
const SWITCH_DISTANCE = 48;

/**
 * Whether the page's latest input was a pointer (a finger, a mouse, a pen) or a key, as the page saw it (capture
 * phase, so nothing stops it first).
 */
function useLastInput(): () => 'pointer' | 'keyboard' | undefined {
  const last = useRef<'pointer' | 'keyboard' | undefined>(undefined);
  useEffect(() => {
    const pointer = () => (last.current = 'pointer');
    const keyboard = () => (last.current = 'keyboard');
    document.addEventListener('pointerdown', pointer, true);
    document.addEventListener('keydown', keyboard, true);
    return () => {
      document.removeEventListener('pointerdown', pointer, true);
      document.removeEventListener('keydown', keyboard, true);
    };
  }, []);
  return () => last.current;
}

export interface ListSheetProps {
  label: string;
  children: ReactNode;
}

/**
 * The search's list on a phone: a bottom sheet over the map that is always there, peeking at 22% of the screen
 * or filling the space under the search bar (ARCHITECTURE.md: snap points 0.22 and 1). Dragging its handle
 * moves it; the handle is also a button, so a keyboard or a screen reader switches it too.
 *
 * Not vaul: vaul 1.1 always renders a modal Radix dialog (it does not pass `modal` on to Radix), which would
 * hide the map and the search bar from screen readers and trap focus in a list that never closes. The modal
 * sheets of the app keep using vaul.
 */
export function ListSheet({ label, children }: ListSheetProps) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ y: number; moved: boolean } | null>(null);
  // A drag ends with a click on the handle: that click must not toggle again.
  const dragged = useRef(false);
  const lastInput = useLastInput();

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    start.current = { y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!start.current) return;
    const delta = event.clientY - start.current.y;
    if (Math.abs(delta) > 4) start.current.moved = true;
    // Dragging past either end is damped.
    setDrag(expanded ? Math.max(0, delta) : Math.min(0, delta));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const origin = start.current;
    start.current = null;
    setDrag(null);
    if (!origin) return;
    const delta = event.clientY - origin.y;
    if (origin.moved) {
      dragged.current = true;
      if (expanded && delta > SWITCH_DISTANCE) setExpanded(false);
      if (!expanded && delta < -SWITCH_DISTANCE) setExpanded(true);
    }
  };

  const base = expanded ? '0px' : `calc(100% - ${PEEK_FRACTION * 100}dvh)`;
  return (
    <section
      aria-label={label}
      className={clsx(
        'absolute inset-x-0 bottom-0 z-20 flex h-full flex-col rounded-t-3xl border border-b-0 border-line bg-surface',
        'shadow-[0_-8px_24px_rgb(0_0_0/0.12)]',
        drag === null && 'transition-transform duration-300 ease-out motion-reduce:transition-none',
      )}
      style={{ transform: `translateY(calc(${base} + ${drag ?? 0}px))` }}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={expanded ? t('clubs:list.collapse') : t('clubs:list.expand')}
        title={expanded ? t('clubs:list.collapse') : t('clubs:list.expand')}
        onClick={() => {
          if (dragged.current) {
            dragged.current = false;
            return;
          }
          setExpanded((value) => !value);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setDrag(null);
        }}
        className="flex h-7 w-full shrink-0 touch-none items-center justify-center rounded-t-3xl"
      >
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-line" />
      </button>
      {/*
        Moving into the list by keyboard opens the sheet: a focused row must be in sight. A tap on a row or a tab
        also focuses it, but must not move the sheet under the finger: the press would end elsewhere and the tap be
        lost. (`:focus-visible` cannot tell them apart: the tabs' own focus handling makes a tapped tab match it.)
      */}
      <div
        className="flex min-h-0 flex-1 flex-col"
        onFocus={() => {
          if (lastInput() !== 'pointer') setExpanded(true);
        }}
      >
        {children}
      </div>
    </section>
  );
}
