import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';

/** The disclaimer popup: live broadcasts are for viewing reference only (spec section 9). */
export function DisclaimerDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('disclaimer')}
      closeLabel={t('close')}
      actions={<button type="button" className="btn btn--primary" onClick={props.onClose}>{t('ok')}</button>}
    >
      <p>{t('disclaimer-text')}</p>
    </Dialog>
  );
}
