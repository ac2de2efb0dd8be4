import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { IconButton } from '../../../ui/IconButton';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /** Pinned under the content (a form's submit button, say). */
  footer?: ReactNode;
}

/**
 * A bottom sheet (vaul, on Radix Dialog: focus kept inside, Escape and the backdrop close it), full width on
 * a phone and a centred column on a wide screen. It grows with its content up to 90% of the height.
 */
export function Sheet({ open, onOpenChange, title, description, closeLabel, children, footer }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Drawer.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-lg flex-col rounded-t-3xl border border-b-0 border-line bg-surface text-fg shadow-2xl outline-none">
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-line" />
          <div className="flex items-start gap-2 px-5 pt-3 pb-2">
            <div className="min-w-0 flex-1">
              <Drawer.Title className="text-lg font-bold tracking-tight">{title}</Drawer.Title>
              {description ? (
                <Drawer.Description className="text-sm text-fg-muted">{description}</Drawer.Description>
              ) : (
                <Drawer.Description className="sr-only">{title}</Drawer.Description>
              )}
            </div>
            <IconButton
              label={closeLabel}
              onClick={() => onOpenChange(false)}
              icon={<X aria-hidden="true" className="size-5" />}
              className="-mt-1 -mr-2"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {footer && (
            <div className="border-t border-line px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              {footer}
            </div>
          )}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
