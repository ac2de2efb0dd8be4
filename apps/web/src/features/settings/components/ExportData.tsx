import Download from 'lucide-react/icons/download';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../auth';
import { useExportAccount } from '../queries';

/** "Export my data": a JSON file of everything Fairway holds about the golfer, saved by the browser. */
export function ExportData() {
  const { t } = useT();
  const exportData = useExportAccount();
  return (
    <div className="flex flex-col gap-3">
      {exportData.isError && (
        <FormAlert tone="error" focusOnShow>
          {t(errorMessageKey(exportData.error))}
        </FormAlert>
      )}
      {exportData.isSuccess && (
        <FormAlert tone="success">{t('settings:account.export.done', { file: exportData.data })}</FormAlert>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        <Download aria-hidden="true" className="size-4" />
        {exportData.isPending ? t('settings:account.export.working') : t('settings:account.export.action')}
      </Button>
    </div>
  );
}
