import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetRoomMatchChat, SetRoomMatchChat } from '@sideline/protocol';
import type { RoomRef } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { ErrorState, Loading, useErrorText } from '../../shared/ui';

/**
 * Match-aware chat of a room (issue 22 item 3): on or off here, what each site of the room does
 * after a match event, the slow mode or ticket hold running now, and (with chat.moderate) the
 * switch that turns it off for this room — off, the room behaves as the spec says.
 */
export function MatchChatPanel(props: { room: RoomRef; canModerate: boolean; onStatus: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const key = ['desk', 'match-chat', props.room.ProgramType, props.room.MatchId];
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => staffCall(GetRoomMatchChat, props.room, signal) });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => staffCall(SetRoomMatchChat, { ...props.room, IsEnabled: enabled }),
    onSuccess: (r) => {
      queryClient.setQueryData(key, r);
      props.onStatus(r.IsEnabled ? t('match-chat-turned-on') : t('match-chat-turned-off'));
      void queryClient.invalidateQueries({ queryKey: ['desk', 'log'] });
    },
    onError: (error) => props.onStatus(errorText(error)),
  });
  return (
    <section aria-labelledby="match-chat-title" className="card match-chat" data-testid="match-chat">
      <h2 id="match-chat-title">{t('match-chat-title')}</h2>
      {state.isPending ? <Loading /> : state.isError ? <ErrorState error={state.error} onRetry={() => void state.refetch()} /> : (
        <>
          <p className="match-chat__state" data-testid="match-chat-state" data-enabled={state.data.IsEnabled}>
            <strong>{state.data.IsEnabled ? t('match-chat-on') : t('match-chat-off')}</strong>
            {state.data.ActiveUntil !== null && <span> · {t('match-chat-active', { time: formatTime(state.data.ActiveUntil, i18n.language) })}</span>}
          </p>
          {state.data.Sites.length === 0 ? <p className="muted">{t('match-chat-no-sites')}</p> : (
            <ul className="match-chat__sites">
              {state.data.Sites.map((s) => (
                <li key={s.SiteId}>
                  {s.SiteName}:{' '}
                  {!s.Enabled ? t('match-chat-site-off')
                    : s.Mode === 'slow-mode' ? t('match-chat-site-slow', { seconds: s.SlowModeSeconds, duration: s.DurationSeconds })
                      : t('match-chat-site-hold', { duration: s.DurationSeconds })}
                </li>
              ))}
            </ul>
          )}
          {props.canModerate && (
            <button
              type="button"
              className={`btn ${state.data.IsEnabled ? 'btn--danger' : 'btn--primary'}`}
              data-testid="match-chat-toggle"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!state.data.IsEnabled)}
            >
              {state.data.IsEnabled ? t('match-chat-turn-off') : t('match-chat-turn-on')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
