import type { Chat } from '@fairway/contract';
import { mediaKindOfType } from '@fairway/contract/media-rules';
import Camera from 'lucide-react/icons/camera';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { UploadProgress, uploadMedia, type UploadState } from '../../media';
import { useSetChatImage } from '../queries';
import { ChatAvatar } from './ChatAvatar';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * A group's picture in its info. Its creator changes it (the photo goes up through the media feature and is
 * re-encoded by the server, as a post's) or removes it; every member sees it change live.
 */
export function GroupPicture({ chat, me }: { chat: Chat; me: string }) {
  const { t } = useT();
  const setImage = useSetChatImage(chat.id);
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number; state: UploadState } | null>(null);
  const headingId = useId();
  const isCreator = chat.createdBy === me;
  const busy = upload !== null || setImage.isPending;
  const fail = (error: unknown) => toast.error(t(errorMessageKey(error)));

  async function choose(file: File) {
    if (mediaKindOfType(file.type) !== 'image') {
      fail(new ApiError(415, 'unsupported_file_type', 'unsupported_file_type'));
      return;
    }
    setUpload({ name: file.name, fraction: 0, state: 'uploading' });
    try {
      const media = await uploadMedia(file, {
        onProgress: (fraction) =>
          setUpload({
            name: file.name,
            fraction,
            state: fraction >= 0.99 ? 'processing' : 'uploading',
          }),
      });
      await setImage.mutateAsync(media.url);
      toast.success(t('chat:pictureChanged'));
    } catch (error) {
      fail(error);
    } finally {
      setUpload(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col items-center gap-3">
      <h3 id={headingId} className="sr-only">
        {t('chat:groupPicture')}
      </h3>
      <ChatAvatar chat={chat} me={me} className="size-24 text-2xl" />
      {chat.imageUrl === null && !isCreator && <p className="text-sm text-fg-muted">{t('chat:noPicture')}</p>}
      {isCreator && (
        <>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
              <Camera aria-hidden="true" className="size-4" />
              {chat.imageUrl ? t('chat:changePicture') : t('chat:addPicture')}
            </Button>
            {chat.imageUrl && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() =>
                  setImage.mutate(null, {
                    onError: fail,
                    onSuccess: () => toast.success(t('chat:pictureRemoved')),
                  })
                }
              >
                {t('chat:removePicture')}
              </Button>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED}
            hidden
            data-testid="group-picture-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          {upload && <UploadProgress {...upload} className="w-full" />}
        </>
      )}
    </section>
  );
}
