import { clsx } from 'clsx';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useParams } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ChatListPane } from '../components/ChatListPane';
import { ConversationPane } from '../components/ConversationPane';

/**
 * `/messages` and `/messages/{chatId}` (platform.md §2.7): from 768 px two panes, the list left and the open
 * conversation right (a "select a chat" placeholder when none is open); narrower, the list at `/messages` and the
 * conversation at `/messages/{chatId}`.
 */
export function Messages() {
  const { t } = useT();
  const { chatId = null } = useParams();
  const me = useSession().profile?.userId ?? '';
  useDocumentTitle(t('chat:title'), t('common:appName'));

  return (
    <div className="flex h-dvh min-h-0">
      <ChatListPane
        me={me}
        selectedId={chatId}
        className={clsx('w-full md:w-80 md:border-r lg:w-96', chatId ? 'hidden md:flex' : 'flex')}
      />
      {chatId ? (
        <ConversationPane key={chatId} chatId={chatId} me={me} className="flex min-w-0 flex-1" />
      ) : (
        <div className="hidden flex-1 flex-col items-center justify-center gap-3 text-fg-muted md:flex">
          <MessageCircle aria-hidden="true" className="size-12" />
          <p>{t('chat:selectChat')}</p>
        </div>
      )}
    </div>
  );
}
