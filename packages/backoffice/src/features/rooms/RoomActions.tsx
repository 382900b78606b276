import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClearRoomChat, SetRoomOpen, SetSlowMode } from '@sideline/protocol';
import type { DeskRoom, RoomRef } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { useErrorText } from '../../shared/ui';

/** Slow-mode intervals offered (seconds); the server accepts 1-3600. */
export const SLOW_MODE_CHOICES = [5, 10, 30, 60, 120, 300] as const;

/** Room actions: close/open, slow mode with a chosen interval, clear chat. */
export function RoomActions(props: { room: DeskRoom; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const ref: RoomRef = { ProgramType: props.room.ProgramType, MatchId: props.room.MatchId };
  const [slow, setSlow] = useState<string>(props.room.SlowModeSeconds === null ? '' : String(props.room.SlowModeSeconds));
  const done = (text: string) => {
    props.onStatus(text);
    void queryClient.invalidateQueries({ queryKey: ['desk'] });
  };
  const onError = (error: unknown) => props.onStatus(errorText(error));
  const open = useMutation({ mutationFn: (isOpen: boolean) => staffCall(SetRoomOpen, { ...ref, IsOpen: isOpen }), onSuccess: (r) => done(r.IsOpen ? t('room-opened') : t('room-closed')), onError });
  const slowMode = useMutation({ mutationFn: (s: number | null) => staffCall(SetSlowMode, { ...ref, Seconds: s }), onSuccess: (r) => done(r.SlowModeSeconds === null ? t('room-slow-off') : t('room-slow-on', { n: r.SlowModeSeconds })), onError });
  const clear = useMutation({ mutationFn: () => staffCall(ClearRoomChat, ref), onSuccess: (r) => done(t('room-cleared', { n: r.Deleted })), onError });
  const isOpen = props.room.State === 'open';
  return (
    <div className="room-actions" role="group" aria-label={t('room-actions')}>
      <button type="button" className={`btn ${isOpen ? 'btn--danger' : 'btn--primary'}`} disabled={open.isPending} onClick={() => open.mutate(!isOpen)}>
        {isOpen ? t('room-close') : t('room-open')}
      </button>
      <form className="inline-form" onSubmit={(e) => { e.preventDefault(); slowMode.mutate(slow === '' ? null : Number(slow)); }}>
        <label>
          {t('rooms-slow-mode')}{' '}
          <select value={slow} onChange={(e) => setSlow(e.target.value)}>
            <option value="">{t('rooms-slow-off')}</option>
            {SLOW_MODE_CHOICES.map((s) => <option key={s} value={s}>{t('rooms-seconds', { n: s })}</option>)}
          </select>
        </label>
        <button type="submit" className="btn btn--small" disabled={slowMode.isPending}>{t('action-apply')}</button>
      </form>
      <button type="button" className="btn btn--danger" disabled={clear.isPending} onClick={() => { if (window.confirm(t('room-clear-confirm'))) clear.mutate(); }}>
        {t('room-clear')}
      </button>
    </div>
  );
}
