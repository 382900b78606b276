import { useEffect, useState } from 'react';
import { ProgramType } from '@sideline/protocol';
import { useHostBridge, useHostMessage } from '../../../shared/host';
import { chatSettings } from '../../../features/shell';
import { defaultExpanded } from './layout';

/**
 * The chatroom's expanded state: its default by layout, the host told of each toggle
 * (StreamerChatRoom {expandChat, expandGift}), and following the host's LicenseeStreamerChatRoom /
 * StreamerChatRoom messages. An entertainment chat that opens expanded starts with bullet chat off.
 * The third value is whether the expand icon shows: the host hides or shows it with
 * ChatRoomExpandIcon {show} (chatroom spec section 7, host messages in).
 */
export function useExpanded(programType: ProgramType, data: { LayoutType?: number | null; EnableDefaultOpenChatroom?: boolean | null }): [boolean, () => void, boolean] {
  const bridge = useHostBridge();
  const [showExpandIcon, setShowExpandIcon] = useState(true);
  const [expanded, setExpanded] = useState(() => defaultExpanded({ programType, layoutType: data.LayoutType ?? undefined, enableDefaultOpen: data.EnableDefaultOpenChatroom ?? undefined }));

  useEffect(() => {
    // Entertainment chat that opens expanded starts with bullet chat off (section 4 defaults).
    if (programType === ProgramType.Entertainment && expanded) chatSettings.getState().setBulletChat(false);
    // Only on mount: later toggles are the viewer's choice.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    bridge.send('StreamerChatRoom', { expandChat: next, expandGift: false });
  };
  useHostMessage('LicenseeStreamerChatRoom', (p) => {
    if (typeof p.expandChat === 'boolean') setExpanded(p.expandChat);
  });
  useHostMessage('StreamerChatRoom', (p) => {
    if (typeof p.expandChat === 'boolean') setExpanded(p.expandChat);
  });
  useHostMessage('ChatRoomExpandIcon', (p) => {
    if (typeof p.show === 'boolean') setShowExpandIcon(p.show);
  });
  return [expanded, toggle, showExpandIcon];
}
