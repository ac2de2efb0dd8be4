import AtSign from 'lucide-react/icons/at-sign';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { LandingLink } from './LandingLink';
import { useT } from '../../../i18n/use-t';

export interface GetStartedProps {
  hasAccount: boolean;
  /** Claims the typed name: carried into sign-up and the username step. */
  onClaim: (name: string) => void;
  onNavigate: (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The call to action: claim a username (it becomes the profile's link) and go create the account, or
 * sign in. The name is only carried here; the username step checks it.
 */
export function GetStarted({ hasAccount, onClaim, onNavigate }: GetStartedProps) {
  const { t } = useT();
  const [name, setName] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClaim(name);
  };

  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 md:py-24">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-[#14532d] to-[#1f7a45] px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -bottom-24 left-1/2 h-48 w-[140%] -translate-x-1/2 rounded-[50%] bg-white/10"
        />
        <h2
          id="cta-title"
          className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t('landing:cta.title')}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-lg text-pretty text-white/85">
          {t('landing:cta.body')}
        </p>
        <form onSubmit={submit} className="relative mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor={fieldId} className="sr-only">
            {t('landing:cta.label')}
          </label>
          <div className="relative flex-1">
            <AtSign
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-[#4a5a51]"
            />
            <input
              id={fieldId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('landing:cta.placeholder')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className="h-12 w-full rounded-full border-0 bg-white pr-4 pl-10 text-base text-[#102019] placeholder:text-[#4a5a51]/80 focus-visible:outline-white"
            />
          </div>
          {/* The flag's yellow on the course's green, in both themes: not the app's primary button. */}
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-[#f2c94c] px-6 font-semibold text-[#3b2f12] shadow-sm transition-colors hover:bg-[#f5d572] focus-visible:outline-white"
          >
            {t('landing:cta.claim')}
          </button>
        </form>
        {!hasAccount && (
          <p className="relative mt-6 text-sm text-white/85">
            {t('landing:cta.haveAccount')}{' '}
            <LandingLink
              to="/sign-in"
              onClick={onNavigate('/sign-in')}
              className="font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
            >
              {t('landing:cta.signInLink')}
            </LandingLink>
          </p>
        )}
      </div>
    </section>
  );
}
