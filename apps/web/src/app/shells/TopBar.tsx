import Flag from 'lucide-react/icons/flag';
import LogOut from 'lucide-react/icons/log-out';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';

export interface TopBarProps {
  /** Signed in without a profile: offer a way out of onboarding. */
  canSignOut: boolean;
  onSignOut: () => void;
}

/** The slim header of screens without navigation (sign-in, onboarding, 404 for visitors). */
export function TopBar({ canSignOut, onSignOut }: TopBarProps) {
  const { t } = useT();
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-full text-lg font-extrabold tracking-tight">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
          >
            <Flag className="size-4" />
          </span>
          {t('common:appName')}
        </Link>
        {canSignOut && (
          <Button variant="ghost" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav:signOut')}
          </Button>
        )}
      </div>
    </header>
  );
}
