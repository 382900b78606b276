import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../shared/ui/IconButton';

/**
 * The chat header: title, the edit-nickname icon (only when the caller allows it: logged in,
 * CanUpdateNickname, not on the diamond currency), the rules toggle and the collapse arrow.
 */
export function ChatHeader(props: {
  canEditNickname: boolean;
  onEditNickname: () => void;
  rulesOpen: boolean;
  onToggleRules: () => void;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** The host's ChatRoomExpandIcon {show}: false hides the arrow. */
  showExpandIcon?: boolean;
  /** The new-message dot on the expand arrow while collapsed. */
  hasNew: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="chat-header">
      <h2 className="chat-header__title">{t('chatroom')}</h2>
      {props.canEditNickname && (
        <IconButton icon="pencil" label={t('edit-nickname')} data-testid="chat-edit-nickname" onClick={props.onEditNickname} />
      )}
      <IconButton icon="info" label={t('chat-rules')} aria-expanded={props.rulesOpen} data-testid="chat-rules-toggle" onClick={props.onToggleRules} />
      {props.showExpandIcon !== false && <IconButton
        icon="chevron-down"
        className="chat-header__toggle"
        label={t(props.expanded ? 'collapse-chat' : 'expand-chat')}
        aria-expanded={props.expanded}
        data-testid="chat-toggle"
        onClick={props.onToggleExpanded}
      >
        {!props.expanded && props.hasNew && <span className="chat-header__dot" data-testid="chat-new-dot"><span className="visually-hidden">{t('new-messages')}</span></span>}
      </IconButton>}
    </header>
  );
}
