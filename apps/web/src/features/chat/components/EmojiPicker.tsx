import { useT } from '../../../i18n/use-t';

/** The emoji offered, golf first. Loaded with the picker only (lazy). */
const EMOJI = [
  '⛳',
  '🏌️',
  '🏌️‍♀️',
  '🏆',
  '🥇',
  '🎯',
  '🐦',
  '🦅',
  '🌲',
  '🌊',
  '🏖️',
  '☀️',
  '🌧️',
  '💨',
  '😀',
  '😁',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😎',
  '🤩',
  '🥳',
  '😅',
  '😉',
  '🙂',
  '🤔',
  '😬',
  '😮',
  '😢',
  '😭',
  '😤',
  '😡',
  '🤯',
  '😴',
  '🤞',
  '👍',
  '👎',
  '👏',
  '🙌',
  '🙏',
  '💪',
  '👋',
  '🤝',
  '✌️',
  '👌',
  '🔥',
  '✨',
  '💯',
  '❤️',
  '💚',
  '💙',
  '🎉',
  '🍺',
  '🍻',
  '☕',
  '🚗',
  '⏰',
  '📅',
  '📍',
  '✅',
  '❌',
  '❓',
  '‼️',
];

/** A grid of emoji buttons; `height` is 350 px in the composer and 150 px for reactions (platform.md §9). */
export default function EmojiPicker({
  onPick,
  height,
  label,
}: {
  onPick: (emoji: string) => void;
  height: number;
  label?: string;
}) {
  const { t } = useT();
  return (
    <div
      role="group"
      aria-label={label ?? t('chat:emoji.label')}
      style={{ height }}
      className="grid w-72 max-w-full grid-cols-7 content-start gap-1 overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-lg"
    >
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          onClick={() => onPick(emoji)}
          className="flex size-9 items-center justify-center rounded-lg text-2xl hover:bg-surface-muted focus-visible:bg-surface-muted"
          aria-label={emoji}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
