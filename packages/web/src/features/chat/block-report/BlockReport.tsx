import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import { useHostBridge } from '../../../shared/host';
import { useChatRoom } from '../list/ChatRoomProvider';
import type { ChatRow } from '../list/row';
import { unescapeName } from '../list/text';

/**
 * Block and report (sections 5 and 6): a sheet for the author of a message (never the viewer's
 * own — the list does not offer it), then a confirmation dialog. Confirming blocks the
 * customer (POST /BlockCustomer; their messages disappear) and reports them to the host page
 * (SendReportPlayer). BlockCustomerId 0 only shows the confirmation; a failure only closes.
 */
export function BlockReport(props: { author: ChatRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const bridge = useHostBridge();
  const [confirming, setConfirming] = useState(false);
  const { author } = props;
  const close = () => {
    setConfirming(false);
    props.onClose();
  };
  const confirm = async () => {
    if (author && author.CustomerId !== null && author.CustomerId > 0) {
      const ok = await room.block(author.CustomerId, author.Nickname);
      if (ok) bridge.send('SendReportPlayer', { Nickname: author.Nickname });
    }
    close();
  };
  const name = author ? unescapeName(author.Nickname) : '';
  return (
    <>
      <Dialog open={author !== null && !confirming} onClose={close} title={t('block-and-report')} closeLabel={t('close')}>
        <p className="block-sheet__name">{name}</p>
        <div className="block-sheet__actions">
          <button type="button" className="btn btn--primary btn--block" data-testid="block-open-confirm" onClick={() => setConfirming(true)}>
            {t('block-user')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirming(true)}>{t('report-user')}</button>
        </div>
      </Dialog>
      <Dialog
        open={author !== null && confirming}
        onClose={close}
        title={t('block-and-report')}
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn btn--ghost" onClick={close}>{t('cancel')}</button>
            <button type="button" className="btn btn--primary" data-testid="block-confirm" onClick={() => void confirm()}>{t('confirm')}</button>
          </>
        }
      >
        <p>{t('block-confirm')}</p>
      </Dialog>
    </>
  );
}
