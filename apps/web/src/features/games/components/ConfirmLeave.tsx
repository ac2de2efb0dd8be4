import { useT } from '../../../i18n/use-t';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export interface ConfirmLeaveProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before a golfer leaves a round they did not create: their scores in it go with them. */
export function ConfirmLeave(props: ConfirmLeaveProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      {...props}
      title={t('games:membership.leaveTitle')}
      body={t('games:membership.leaveBody')}
      cancelLabel={t('games:membership.cancel')}
      confirmLabel={t('games:membership.leaveConfirm')}
    />
  );
}
