/** The id every screen's main region carries, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": the first focusable element of every page, visible only when focused. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-full bg-primary font-semibold text-on-primary shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {label}
    </a>
  );
}
