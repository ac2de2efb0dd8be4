import { useT } from '../../../i18n/use-t';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before deleting a round (games-and-profiles.md §4 "Finish / quit / delete"). */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      {...props}
      title={t('play:deleteTitle')}
      body={t('play:deleteBody')}
      cancelLabel={t('play:cancel')}
      confirmLabel={t('play:deleteConfirm')}
    />
  );
}
