import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId, useRef, useState } from 'react';
import type { GameFormat } from '@fairway/golf';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { FORMAT_OPTIONS } from '../model/round-setup';
import { FORMAT_LABELS } from './format-labels';
import { Sheet } from './Sheet';

/**
 * The format row: the current format with its explanation; tapping it opens the picker of all seven
 * formats, each with a short explanation. Picking one closes the sheet.
 */
export function FormatPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: GameFormat;
  onChange: (format: GameFormat) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const picking = useRef(false);
  const name = useId();
  const labelId = useId();
  const current = FORMAT_LABELS[value];
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-labelledby={labelId}
        className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:hover:bg-transparent focus-visible:-outline-offset-2"
      >
        <span id={labelId} className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm text-fg-muted">{t('games:settings.format')}</span>
          <span className="font-semibold">{t(current.label)}</span>
          <span className="text-sm text-fg-muted">{t(current.hint)}</span>
        </span>
        {!disabled && (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
            {t('games:settings.changeFormat')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('games:formats.pickerTitle')}
        closeLabel={t('games:common.close')}
        footer={
          <Button className="w-full" onClick={() => setOpen(false)}>
            {t('games:common.done')}
          </Button>
        }
      >
        <fieldset>
          <legend className="sr-only">{t('games:formats.pickerTitle')}</legend>
          <div className="flex flex-col gap-2">
            {FORMAT_OPTIONS.map((format) => {
              const labels = FORMAT_LABELS[format];
              const checked = format === value;
              return (
                <label
                  key={format}
                  // A tap picks and closes; the arrow keys only move the choice (no pointer on the way).
                  onPointerDown={() => {
                    picking.current = true;
                  }}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    checked ? 'border-ring bg-fairway' : 'border-line hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={format}
                    checked={checked}
                    onChange={() => {
                      onChange(format);
                      if (picking.current) setOpen(false);
                      picking.current = false;
                    }}
                    className="sr-only"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold">{t(labels.label)}</span>
                    <span className="text-sm text-fg-muted">{t(labels.hint)}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                      checked ? 'border-primary bg-primary text-on-primary' : 'border-line',
                    )}
                  >
                    {checked && <Check className="size-4" />}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </Sheet>
    </>
  );
}
