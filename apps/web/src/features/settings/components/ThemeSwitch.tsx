import { clsx } from 'clsx';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTheme } from '../../../app/theme';
import { useT } from '../../../i18n/use-t';
import type { ThemePreference } from '../../../lib/theme';

const OPTIONS: readonly {
  value: ThemePreference;
  Icon: LucideIcon;
  labelKey: 'common:theme.light' | 'common:theme.dark' | 'common:theme.system';
}[] = [
  { value: 'light', Icon: Sun, labelKey: 'common:theme.light' },
  { value: 'dark', Icon: Moon, labelKey: 'common:theme.dark' },
  { value: 'system', Icon: Monitor, labelKey: 'common:theme.system' },
];

/**
 * Light / dark / system as a group of native radio buttons (arrow keys move between them), drawn as a
 * compact segmented control with icons; each option keeps its translated name for assistive technology, and
 * shows it too with `showLabels` (the display settings).
 */
export function ThemeSwitch({ className, showLabels = false }: { className?: string; showLabels?: boolean }) {
  const { t } = useT();
  const { preference, setPreference } = useTheme();
  const name = useId();
  return (
    <fieldset className={clsx('inline-flex rounded-full border border-line bg-surface p-0.5', className)}>
      <legend className="sr-only">{t('common:theme.label')}</legend>
      {OPTIONS.map(({ value, Icon, labelKey }) => (
        <label
          key={value}
          title={t(labelKey)}
          className={clsx(
            'inline-flex cursor-pointer items-center justify-center rounded-full text-fg-muted transition-colors hover:text-fg',
            showLabels ? 'h-10 gap-2 px-4 text-sm font-medium' : 'size-8',
            'has-[:checked]:bg-primary has-[:checked]:text-on-primary',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            className="sr-only"
          />
          <Icon aria-hidden="true" className="size-4" />
          <span className={showLabels ? undefined : 'sr-only'}>{t(labelKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
