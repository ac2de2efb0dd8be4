import { createContext, use, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { shouldDelayClick } from '../model/delayed-redirect';

/**
 * What the landing needs from around it: whether the visitor already has an account (signed in without a
 * profile: their way in is onboarding) and how to go to another page. A signed-out visitor's landing boots
 * without the router (boot/landing.tsx), so the default leaves the page; inside the app, RoutedLanding
 * navigates with the router.
 */
export interface LandingNavigation {
  hasAccount: boolean;
  navigate: (to: string) => void;
}

const LandingNavigationContext = createContext<LandingNavigation>({
  hasAccount: false,
  navigate: (to) => window.location.assign(to),
});

export const LandingNavigationProvider = LandingNavigationContext.Provider;

export function useLandingNavigation(): LandingNavigation {
  return use(LandingNavigationContext);
}

/** A link of the landing's to another page of the app: a real link, followed by `navigate` on a plain click. */
export function LandingLink({
  to,
  onClick,
  ...rest
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useLandingNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!shouldDelayClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
