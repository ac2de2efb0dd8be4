import ImagePlus from 'lucide-react/icons/image-plus';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Smile from 'lucide-react/icons/smile';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';

const EmojiPicker = lazy(() => import('./EmojiPicker'));

/**
 * The composer: a photo, the emoji picker (loaded when first opened) and the text. Enter sends, Shift+Enter adds a
 * line (platform.md §5); sending needs text that is not blank.
 */
export function Composer({
  onSend,
  onPhoto,
  disabled,
}: {
  onSend: (text: string) => void;
  onPhoto: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const canSend = text.trim().length > 0 && !disabled;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    setPicking(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="relative flex items-end gap-1 border-t border-line bg-bg p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {picking && (
        <div className="absolute bottom-full left-2 mb-2">
          <Suspense fallback={null}>
            <EmojiPicker
              height={350}
              onPick={(emoji) => {
                setText((current) => current + emoji);
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPhoto(file);
          event.target.value = '';
        }}
      />
      <IconButton
        label={t('chat:addPhoto')}
        icon={<ImagePlus aria-hidden="true" className="size-5" />}
        onClick={() => fileRef.current?.click()}
        disabled={disabled}
      />
      <IconButton
        label={t('chat:emoji.open')}
        aria-expanded={picking}
        icon={<Smile aria-hidden="true" className="size-5" />}
        onClick={() => setPicking((open) => !open)}
      />
      <label htmlFor={inputId} className="sr-only">
        {t('chat:messageLabel')}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat:messagePlaceholder')}
        maxLength={4000}
        className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-2xl border border-line bg-bg px-3 py-2 text-base text-fg [field-sizing:content] placeholder:text-fg-muted/70 focus-visible:border-ring dark:[color-scheme:dark]"
      />
      <IconButton
        type="submit"
        label={t('chat:send')}
        icon={<SendHorizontal aria-hidden="true" className="size-5" />}
        disabled={!canSend}
        className="bg-primary text-on-primary hover:bg-primary-hover"
      />
    </form>
  );
}
