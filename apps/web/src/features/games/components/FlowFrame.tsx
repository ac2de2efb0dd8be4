import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../../../ui/IconButton';

export interface FlowFrameProps {
  title: string;
  subtitle?: string;
  /** The back button; a close (X) icon when `closes`. */
  back: { label: string; onClick: () => void; closes?: boolean };
  /** "Step 2 of 4" and how far along (0..1). */
  progress?: { label: string; value: number };
  /** Sticky at the bottom: the step's main action. */
  footer?: ReactNode;
  /** Above the side navigation, as a full-screen modal route (the create-round flow). */
  fullScreen?: boolean;
  /** Changes when the content is a new step: the heading takes the focus, for screen readers and keyboards. */
  stepKey?: string;
  children: ReactNode;
}

/**
 * The frame of the round screens: a sticky header (back, title, progress), the content in a readable column,
 * and a sticky action bar that stays above the phone's home indicator.
 */
export function FlowFrame({
  title,
  subtitle,
  back,
  progress,
  footer,
  fullScreen = false,
  stepKey,
  children,
}: FlowFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const firstStep = useRef(true);
  useInertBackground(frameRef, fullScreen);
  useStickyScrollPadding(fullScreen);
  useEffect(() => {
    // Not on arrival (the router's focus handling stays in charge), only when the step changes.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.closest('[data-scroll-root]')?.scrollTo({ top: 0 });
    if (!fullScreen) window.scrollTo({ top: 0 });
  }, [stepKey, fullScreen]);

  return (
    <div
      ref={frameRef}
      data-scroll-root
      {...(fullScreen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
      className={clsx(
        'flex flex-col bg-bg',
        // Whatever gets the focus scrolls clear of the sticky header and action bar (WCAG 2.4.11).
        fullScreen
          ? 'fixed inset-0 z-30 scroll-pt-24 scroll-pb-32 overflow-y-auto overscroll-contain'
          : 'min-h-dvh',
      )}
    >
      <header className="sticky top-0 z-10 border-b border-line bg-bg/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-bg/80">
        <div className="mx-auto flex w-full max-w-2xl items-center gap-2 px-2 py-2 sm:px-4">
          <IconButton
            label={back.label}
            onClick={back.onClick}
            icon={
              back.closes ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <ArrowLeft aria-hidden="true" className="size-5" />
              )
            }
          />
          <div className="min-w-0 flex-1">
            <h1
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="truncate text-lg leading-tight font-bold tracking-tight focus:outline-none"
            >
              {title}
            </h1>
            {subtitle && <p className="truncate text-sm text-fg-muted">{subtitle}</p>}
          </div>
          {progress && <span className="shrink-0 pr-2 text-sm text-fg-muted">{progress.label}</span>}
        </div>
        {progress && (
          <div
            aria-hidden="true"
            className="h-0.5 bg-primary transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${Math.round(progress.value * 100)}%` }}
          />
        )}
      </header>
      <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 pt-5 pb-8">{children}</div>
      {footer && (
        <div className="sticky bottom-0 z-10 border-t border-line bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-bg/80">
          <div className="mx-auto w-full max-w-2xl px-4 py-3">{footer}</div>
        </div>
      )}
    </div>
  );
}

/**
 * A full-screen route covers the app's navigation: while it is shown, everything outside it (skip link, side
 * navigation, tab bar) is made inert, so that neither Tab nor a screen reader wanders behind it.
 */
function useInertBackground(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const frame = ref.current;
    if (!active || !frame) return;
    const made: Element[] = [];
    for (let node: Element | null = frame; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
        // Sheets are portalled beside the app root, and toasts must stay reachable: both are left alone.
        if (node.parentElement === document.body) continue;
        if (sibling.matches('section[aria-live]') || sibling.querySelector('[data-sonner-toaster]')) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [ref, active]);
}

/**
 * The page itself scrolls a frame that is not full screen: while it is shown, the document keeps the same room
 * clear of the sticky header and action bar as the full-screen frame does (scroll-pt-24, scroll-pb-32), so that a
 * control reached with Tab is never hidden under them (WCAG 2.4.11).
 */
function useStickyScrollPadding(fullScreen: boolean) {
  useEffect(() => {
    if (fullScreen) return;
    const root = document.documentElement;
    const before = { top: root.style.scrollPaddingTop, bottom: root.style.scrollPaddingBottom };
    root.style.scrollPaddingTop = '6rem';
    root.style.scrollPaddingBottom = '8rem';
    return () => {
      root.style.scrollPaddingTop = before.top;
      root.style.scrollPaddingBottom = before.bottom;
    };
  }, [fullScreen]);
}
