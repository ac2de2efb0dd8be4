import Share2 from 'lucide-react/icons/share-2';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';

export interface ShareButtonProps {
  title: string;
  url: string;
  className?: string;
}

/**
 * Shares a link with the system's share sheet (Web Share API, which Capacitor's web view offers too), else
 * copies it: "link_copied" or "copy_failed" (clubs-and-social.md §8). Closing the share sheet is no failure.
 */
export function ShareButton({ title, url, className }: ShareButtonProps) {
  const { t } = useT();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing refused (no user gesture, not allowed): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('clubs:share.linkCopied'));
    } catch {
      toast.error(t('clubs:share.copyFailed'));
    }
  };
  return (
    <IconButton
      label={t('clubs:share.label')}
      icon={<Share2 aria-hidden="true" className="size-5" />}
      onClick={() => void share()}
      className={className}
    />
  );
}
