import Bell from 'lucide-react/icons/bell';
import Languages from 'lucide-react/icons/languages';
import Palette from 'lucide-react/icons/palette';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserPen from 'lucide-react/icons/user-pen';
import { useT } from '../../../i18n/use-t';
import { LinkList, type LinkListItem } from '../components/LinkList';
import { SettingsPage } from '../components/SettingsPage';

/** /settings: edit profile, display, notifications, languages and my account. */
export function SettingsHome() {
  const { t } = useT();
  const items: LinkListItem[] = [
    {
      id: 'edit-profile',
      to: '/settings/edit-profile',
      Icon: UserPen,
      label: t('settings:home.editProfile'),
      description: t('settings:home.editProfileHint'),
      badge: t('settings:soon'),
    },
    {
      id: 'display',
      to: '/settings/display',
      Icon: Palette,
      label: t('settings:display.title'),
      description: t('settings:home.displayHint'),
    },
    {
      id: 'notifications',
      to: '/settings/notifications',
      Icon: Bell,
      label: t('settings:home.notifications'),
      description: t('settings:home.notificationsHint'),
    },
    {
      id: 'languages',
      to: '/settings/languages',
      Icon: Languages,
      label: t('settings:languages.title'),
      description: t('settings:home.languagesHint'),
    },
    {
      id: 'account',
      to: '/settings/account',
      Icon: ShieldCheck,
      label: t('settings:account.title'),
      description: t('settings:home.accountHint'),
    },
  ];
  return (
    <SettingsPage title={t('settings:home.title')} back={{ to: '/menu', label: t('settings:menu.title') }}>
      <LinkList items={items} />
    </SettingsPage>
  );
}
