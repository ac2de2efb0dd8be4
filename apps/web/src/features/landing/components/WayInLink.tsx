import type { MouseEvent, ReactNode } from 'react';
import { LandingLink } from './LandingLink';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../ui/Button';

export interface WayInLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onNavigate: (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** A sign-in or sign-up link drawn as a button: a real link, followed after the landing's transition. */
export function WayInLink({ to, variant, size, className, onNavigate, children }: WayInLinkProps) {
  return (
    <LandingLink to={to} onClick={onNavigate(to)} className={buttonClasses(variant, size, className)}>
      {children}
    </LandingLink>
  );
}
