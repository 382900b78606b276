import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX_LENGTH } from '@sideline/protocol';
import { Dialog } from '../../../shared/ui/Dialog';
import { useChatRoom } from '../list/ChatRoomProvider';

/**
 * The nickname dialog (section 5): at most 20 characters; confirm is disabled while the text
 * is blank after trimming; Enter submits; an indecent name clears the field (the room shows
 * 'sensitive-words-prohibited'). A nickname is required before chatting, so the chat bar opens
 * this dialog instead of sending when there is none.
 */
export function NicknameDialog(props: { open: boolean; onClose: () => void; initial: string }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const [value, setValue] = useState(props.initial);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const { open, initial } = props;

  useEffect(() => {
    if (open) setValue(initial);
  }, [open, initial]);

  const submit = async () => {
    if (!value.trim() || saving) return;
    setSaving(true);
    const outcome = await room.setNickname(value);
    setSaving(false);
    if (outcome === 'saved') props.onClose();
    else if (outcome === 'indecent') setValue('');
  };

  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      title={t('edit-nickname')}
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>{t('cancel')}</button>
          <button type="button" className="btn btn--primary" data-testid="nickname-confirm" disabled={!value.trim() || saving} onClick={() => void submit()}>
            {t('confirm')}
          </button>
        </>
      }
    >
      <label htmlFor={inputId}>{t('nickname')}</label>
      <input
        id={inputId}
        className="chat-bar__input nickname-input"
        data-testid="nickname-input"
        value={value}
        maxLength={NICKNAME_MAX_LENGTH}
        placeholder={t('nickname-placeholder')}
        autoFocus
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          }
        }}
      />
    </Dialog>
  );
}
