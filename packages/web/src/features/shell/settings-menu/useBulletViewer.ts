import { useEffect } from 'react';
import { useSession } from '../../../shared/session';
import { bulletDisplayKey } from './bulletDisplay';
import { chatSettings } from './chatSettings';
import type { ChatSettingsStore } from './chatSettings';

/** Loads the current viewer's saved bullet display (from the session's data parameter) into the settings. */
export function useBulletViewer(store: ChatSettingsStore = chatSettings): void {
  const raw = useSession((s) => s.rawData);
  useEffect(() => {
    store.getState().loadViewer(bulletDisplayKey(raw));
  }, [raw, store]);
}
