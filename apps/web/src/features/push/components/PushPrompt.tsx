import BellRing from 'lucide-react/icons/bell-ring';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { canPush, dismissPrompt, enablePush, isDismissed, permissionState } from '../model/enable-push';
import type { EnableResult } from '../model/enable-push';

/**
 * The notification permission prompt (platform.md §2.9): a card that offers to turn pushes on, with "Maybe later"
 * (asked again after two weeks). Shown only where pushes can work (a registered service worker, or the native
 * shell's push plugin) and the golfer has not decided yet; the outcome
 * is told with the messages of platform.md §8.
 */
export function PushPrompt() {
  const { t } = useT();
  const api = useApi();
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (permissionState() !== 'default' || isDismissed()) return;
    let live = true;
    void canPush().then((can) => {
      if (live) setVisible(can);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!visible) return null;

  const messages: Record<EnableResult, string> = {
    enabled: t('push:result.enabled'),
    denied: t('push:result.denied'),
    unsupported: t('push:result.unsupported'),
    registerFailed: t('push:result.registerFailed'),
    tokenFailed: t('push:result.tokenFailed'),
    generic: t('push:result.generic'),
  };

  const enable = async () => {
    setBusy(true);
    const result = await enablePush(api);
    setBusy(false);
    if (result === 'enabled') toast.success(messages.enabled);
    else toast.error(messages[result]);
    // Asked once: a refusal or a failure is not asked again at once (the browser would not show it anyway).
    if (result !== 'enabled') dismissPrompt();
    setVisible(false);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="push-prompt"
    >
      <BellRing aria-hidden="true" className="size-6 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('push:prompt.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('push:prompt.body')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" onClick={() => void enable()} disabled={busy} aria-busy={busy}>
          {t('push:prompt.enable')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            dismissPrompt();
            setVisible(false);
          }}
        >
          {t('push:prompt.later')}
        </Button>
      </div>
    </section>
  );
}
