import * as Dialog from '@radix-ui/react-dialog';
import { POST_MEDIA_MAX, POST_TEXT_MAX, tagAt } from '@fairway/contract/runtime';
import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import Flag from 'lucide-react/icons/flag';
import Globe from 'lucide-react/icons/globe';
import ImagePlus from 'lucide-react/icons/image-plus';
import Plus from 'lucide-react/icons/plus';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { useUserSearch } from '../../friends';
import { canPublish, EMPTY_DRAFT, insertTag, roomFor, uploadedMedia, type Draft } from '../model/composer';
import { uploadPostMedia } from '../model/upload-media';
import { useCreatePost, useHashtagSearch } from '../queries';
import { CoursePicker } from './CoursePicker';

/** The modal closes 1 s after "Published!" (platform.md §4, §9). */
export const CLOSE_AFTER_PUBLISH_MS = 1000;

/** The floating button that opens the create-post modal (clubs-and-social.md §2). */
export function CreatePostButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('posts:create.open')}
        title={t('posts:create.open')}
        className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg hover:bg-primary-hover lg:bottom-8"
      >
        <Plus aria-hidden="true" className="size-7" />
      </button>
      <CreatePostModal open={open} onOpenChange={setOpen} />
    </>
  );
}

type Phase = 'editing' | 'publishing' | 'published';

/** A finished round attached to the post being written: it is published as a `game_result` post. */
export interface SharedRound {
  gameId: string;
  /** What the golfer recognises it by: the club (and course). */
  title: string;
}

/**
 * The create-post modal (platform.md §2.8, §4, §5): caption with its counter and hashtag/mention suggestions,
 * audience (public or friends), course, up to 9 photos sent as they are picked; Publish is disabled while the
 * caption is empty or a photo is sending; "Publishing..." then "Published!", and everything resets on close.
 * With a `round` it shares that finished round (its card shows in the feeds), the caption optional.
 */
export function CreatePostModal({
  open,
  onOpenChange,
  round = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  round?: SharedRound | null;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [phase, setPhase] = useState<Phase>('editing');
  const [cursor, setCursor] = useState(0);
  const uploads = useRef(new Map<string, AbortController>());
  const fileInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const captionRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreatePost();
  const captionId = useId();
  const counterId = useId();
  const audienceId = useId();

  const reset = () => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
    for (const item of draft.media) URL.revokeObjectURL(item.preview);
    setDraft(EMPTY_DRAFT);
    setPhase('editing');
    create.reset();
  };
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (phase === 'publishing') return;
    reset();
    onOpenChange(false);
  };

  useEffect(() => {
    if (phase !== 'published') return;
    const timer = setTimeout(() => close(false), CLOSE_AFTER_PUBLISH_MS);
    return () => clearTimeout(timer);
  });

  const addFiles = (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, roomFor(draft));
    for (const file of picked) {
      const id = crypto.randomUUID();
      const controller = new AbortController();
      uploads.current.set(id, controller);
      const preview = URL.createObjectURL(file);
      const video = file.type.startsWith('video/');
      setDraft((current) => ({
        ...current,
        media: [...current.media, { id, preview, video, status: 'uploading', progress: 0 }],
      }));
      const update = (change: Draft['media'][number]) =>
        setDraft((current) => ({
          ...current,
          media: current.media.map((item) => (item.id === id ? change : item)),
        }));
      uploadPostMedia(
        file,
        (progress) => update({ id, preview, video, status: 'uploading', progress }),
        controller.signal,
      )
        .then((media) => update({ id, preview, video, status: 'done', media }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update({ id, preview, video, status: 'error', code: errorMessageKey(error) });
        })
        .finally(() => uploads.current.delete(id));
    }
  };

  const removeMedia = (id: string) => {
    uploads.current.get(id)?.abort();
    setDraft((current) => {
      const item = current.media.find((media) => media.id === id);
      if (item) URL.revokeObjectURL(item.preview);
      return { ...current, media: current.media.filter((media) => media.id !== id) };
    });
  };

  const publish = () => {
    if (!canPublish(draft, Boolean(round)) || phase !== 'editing') return;
    setPhase('publishing');
    create.mutate(
      {
        caption: draft.caption,
        audience: draft.audience,
        courseId: draft.course?.id ?? null,
        media: uploadedMedia(draft),
        ...(round ? { kind: 'game_result' as const, gameId: round.gameId } : {}),
      },
      {
        onSuccess: () => setPhase('published'),
        onError: (error) => {
          setPhase('editing');
          toast.error(`${t('posts:create.failed')} ${t(errorMessageKey(error))}`);
        },
      },
    );
  };

  const tag = tagAt(draft.caption, cursor);
  const chooseTag = (text: string) => {
    if (!tag) return;
    const next = insertTag(draft.caption, tag.start, cursor, text);
    setDraft((current) => ({ ...current, caption: next.caption }));
    setCursor(next.cursor);
    requestAnimationFrame(() => {
      captionRef.current?.focus();
      captionRef.current?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const tooLong = draft.caption.length > POST_TEXT_MAX;
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-surface text-fg outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(36rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:shadow-2xl">
          <header className="flex items-center gap-2 border-b border-line px-3 py-2">
            <IconButton
              label={t('posts:create.close')}
              icon={<X aria-hidden="true" className="size-5" />}
              onClick={() => close(false)}
              disabled={phase === 'publishing'}
            />
            <Dialog.Title className="flex-1 text-lg font-bold">
              {round ? t('posts:share.title') : t('posts:create.title')}
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              {t('posts:create.captionPlaceholder')}
            </Dialog.Description>
            <Button
              variant="primary"
              size="md"
              onClick={publish}
              disabled={!canPublish(draft, Boolean(round)) || phase !== 'editing'}
            >
              {t('posts:create.publish')}
            </Button>
          </header>
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
            {round && (
              <p
                data-testid="shared-round"
                className="flex items-center gap-2 rounded-2xl border border-brand bg-fairway px-3 py-2 text-sm font-semibold text-brand"
              >
                <Flag aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0">{t('posts:share.attached', { round: round.title })}</span>
              </p>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend id={audienceId} className="mb-2 text-sm font-semibold">
                {t('posts:create.audienceTitle')}
              </legend>
              <div role="radiogroup" aria-labelledby={audienceId} className="grid grid-cols-2 gap-2">
                {(['public', 'friends'] as const).map((audience) => {
                  const Icon = audience === 'public' ? Globe : Users;
                  const chosen = draft.audience === audience;
                  return (
                    <button
                      key={audience}
                      type="button"
                      role="radio"
                      aria-checked={chosen}
                      onClick={() => setDraft((current) => ({ ...current, audience }))}
                      className={clsx(
                        'flex min-h-14 items-center gap-2 rounded-2xl border px-3 text-left',
                        chosen ? 'border-brand bg-fairway' : 'border-line hover:bg-surface-muted',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5 shrink-0" />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold">
                          {t(
                            audience === 'public'
                              ? 'posts:create.audiencePublic'
                              : 'posts:create.audienceFriends',
                          )}
                        </span>
                        <span className="text-xs text-fg-muted">
                          {t(
                            audience === 'public'
                              ? 'posts:create.audiencePublicHint'
                              : 'posts:create.audienceFriendsHint',
                          )}
                        </span>
                      </span>
                      {chosen && <Check aria-hidden="true" className="ml-auto size-4 shrink-0 text-brand" />}
                    </button>
                  );
                })}
              </div>
            </fieldset>

            <div className="flex flex-col gap-1">
              <label htmlFor={captionId} className="text-sm font-semibold">
                {t('posts:create.captionLabel')}
              </label>
              <textarea
                ref={captionRef}
                id={captionId}
                value={draft.caption}
                rows={5}
                aria-describedby={counterId}
                aria-invalid={tooLong}
                placeholder={t('posts:create.captionPlaceholder')}
                onChange={(event) => {
                  setDraft((current) => ({ ...current, caption: event.target.value }));
                  setCursor(event.target.selectionStart);
                }}
                onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
                className="rounded-2xl border border-line bg-surface p-3"
              />
              <p
                id={counterId}
                className={clsx('text-right text-sm', tooLong ? 'text-danger' : 'text-fg-muted')}
              >
                {tooLong
                  ? t('posts:create.tooLong', { max: POST_TEXT_MAX })
                  : t('posts:create.counter', { count: draft.caption.length, max: POST_TEXT_MAX })}
              </p>
              {tag && <TagSuggestions sign={tag.sign} query={tag.query} onChoose={chooseTag} />}
            </div>

            <CoursePicker
              value={draft.course}
              onChange={(course) => setDraft((current) => ({ ...current, course }))}
            />

            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">{t('posts:create.photos')}</h3>
              {draft.media.length > 0 && (
                <ul className="grid grid-cols-3 gap-2">
                  {draft.media.map((item, index) => (
                    <li
                      key={item.id}
                      className="relative aspect-square overflow-hidden rounded-xl bg-surface-muted"
                    >
                      {item.video ? (
                        <video
                          src={item.preview}
                          muted
                          playsInline
                          preload="metadata"
                          className="size-full object-cover"
                        />
                      ) : (
                        <img src={item.preview} alt="" className="size-full object-cover" />
                      )}
                      <span className="sr-only" role="status">
                        {item.status === 'uploading'
                          ? t('posts:create.photoUploading', { percent: Math.round(item.progress * 100) })
                          : item.status === 'done'
                            ? t('posts:create.photoDone')
                            : t('posts:create.photoFailed', {
                                reason: t(item.code as 'errors:unknown_error'),
                              })}
                      </span>
                      {item.status === 'uploading' && (
                        <progress
                          aria-hidden="true"
                          max={1}
                          value={item.progress}
                          className="absolute inset-x-2 bottom-2 h-1.5 w-[calc(100%-1rem)] accent-brand"
                        />
                      )}
                      {item.status === 'error' && (
                        <span className="absolute inset-x-0 bottom-0 bg-danger px-1 text-xs text-bg">
                          {t(item.code as 'errors:unknown_error')}
                        </span>
                      )}
                      <IconButton
                        label={t('posts:create.removePhoto', { index: index + 1 })}
                        icon={<X aria-hidden="true" className="size-4" />}
                        onClick={() => removeMedia(item.id)}
                        className="absolute top-1 right-1 size-8 bg-surface/90"
                      />
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex gap-2">
                {draft.media.length < POST_MEDIA_MAX && (
                  <Button variant="secondary" size="md" onClick={() => fileInput.current?.click()}>
                    <ImagePlus aria-hidden="true" className="size-5" />
                    {t('posts:create.addPhotos')}
                  </Button>
                )}
                <Button variant="ghost" size="md" onClick={() => videoInput.current?.click()}>
                  <Video aria-hidden="true" className="size-5" />
                  {t('posts:create.addVideo')}
                </Button>
              </div>
              <input
                ref={videoInput}
                type="file"
                accept="video/mp4,video/webm,video/quicktime"
                hidden
                data-testid="post-video-input"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                multiple
                hidden
                data-testid="post-photo-input"
                onChange={(event) => {
                  addFiles(event.target.files);
                  event.target.value = '';
                }}
              />
            </div>
          </div>
          {phase !== 'editing' && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center rounded-[inherit] bg-surface/90 text-xl font-bold"
            >
              {phase === 'publishing' ? t('posts:create.publishing') : t('posts:create.published')}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Hashtags or golfers for the tag being typed (after `#` or `@` and one character). */
function TagSuggestions({
  sign,
  query,
  onChoose,
}: {
  sign: '#' | '@';
  query: string;
  onChoose: (tag: string) => void;
}) {
  const { t } = useT();
  const debounced = useDebouncedValue(query, 300);
  const hashtags = useHashtagSearch(sign === '#' ? debounced : '');
  const golfers = useUserSearch(sign === '@' ? debounced : '');
  const options =
    sign === '#'
      ? (hashtags.data ?? []).map((hashtag) => ({
          key: hashtag.topic,
          tag: `#${hashtag.topic}`,
          label: `#${hashtag.topic}`,
        }))
      : (golfers.data ?? []).map((golfer) => ({
          key: golfer.id,
          tag: `@${golfer.username}`,
          label: `@${golfer.username} · ${golfer.name}`,
        }));
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={t('posts:create.suggestions')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          onClick={() => onChoose(option.tag)}
          className="min-h-9 rounded-full border border-line px-3 text-sm hover:bg-surface-muted"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
