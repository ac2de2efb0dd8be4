import { useT } from '../../../i18n/use-t';

/**
 * The second between a click on sign in / sign up and the next screen: the page fades to the course's
 * green while a ball rolls across, and the destination is announced. Entry transitions only
 * (`@starting-style`), none with reduced motion.
 */
export function LeavingOverlay({ to }: { to: string }) {
  const { t } = useT();
  const label = to.startsWith('/sign-in')
    ? t('landing:leaving.signIn')
    : to.startsWith('/sign-up')
      ? t('landing:leaving.signUp')
      : t('landing:leaving.welcome');
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-primary text-on-primary opacity-100 motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0"
    >
      <div aria-hidden="true" className="relative h-8 w-48">
        <span className="absolute inset-x-0 bottom-0 h-0.5 rounded-full bg-on-primary/25" />
        <span className="golf-ball absolute bottom-0.5 left-0 size-6 translate-x-[10.5rem] rotate-[540deg] motion-safe:transition-transform motion-safe:duration-[900ms] motion-safe:ease-out motion-safe:starting:translate-x-0 motion-safe:starting:rotate-0" />
      </div>
      <p className="px-6 text-center text-lg font-semibold">{label}</p>
    </div>
  );
}
