import MessageCircle from 'lucide-react/icons/message-circle';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { useCreateChat } from '../queries';

/** The profile's message button: opens the direct chat with this golfer (made the first time). */
export function MessageButton({ userId, className }: { userId: string; className?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const create = useCreateChat();
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={create.isPending}
      onClick={() =>
        create.mutate([userId], {
          onSuccess: (chat) => void navigate(`/messages/${chat.id}`),
          onError: (error) => toast.error(t(errorMessageKey(error))),
        })
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('chat:message')}
    </Button>
  );
}
