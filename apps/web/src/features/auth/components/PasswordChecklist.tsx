import { PASSWORD_RULES, passwordChecklist, type PasswordRule } from '@fairway/contract/password-rules';
import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useT } from '../../../i18n/use-t';

const RULE_KEYS: Record<PasswordRule, `auth:checklist.${PasswordRule}`> = {
  length: 'auth:checklist.length',
  uppercase: 'auth:checklist.uppercase',
  lowercase: 'auth:checklist.lowercase',
  digit: 'auth:checklist.digit',
  special: 'auth:checklist.special',
};

/**
 * The live password checklist (platform.md §5): each rule of the contract, ticked as the password meets
 * it. It describes the password input (pass its id); each item also says met / not met in words.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useT();
  const checks = passwordChecklist(password);
  return (
    <div id={id} className="rounded-xl bg-surface-muted/60 px-4 py-3">
      <p className="text-sm font-semibold text-fg">{t('auth:checklist.title')}</p>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {PASSWORD_RULES.map((rule) => {
          const isMet = checks[rule];
          return (
            <li
              key={rule}
              className={clsx('flex items-center gap-2', isMet ? 'text-brand' : 'text-fg-muted')}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'flex size-5 shrink-0 items-center justify-center rounded-full',
                  isMet ? 'bg-brand text-surface' : 'border border-line bg-surface',
                )}
              >
                {isMet ? <Check className="size-3.5" strokeWidth={3} /> : <X className="size-3 opacity-60" />}
              </span>
              <span>
                {t(RULE_KEYS[rule])}
                <span className="sr-only">
                  {' '}
                  ({isMet ? t('auth:checklist.met') : t('auth:checklist.notMet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
