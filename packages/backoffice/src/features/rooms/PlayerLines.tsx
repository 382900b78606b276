import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetPlayerLines } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { Empty, ErrorState, Loading } from '../../shared/ui';

/** That player's recent lines in every room, newest first. */
export function PlayerLines(props: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: ['player-lines', props.customerId], queryFn: ({ signal }) => staffCall(GetPlayerLines, { CustomerId: props.customerId, Limit: 50 }, signal) });
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.Lines.length === 0) return <Empty />;
  return (
    <ol className="player-lines">
      {q.data.Lines.map((l) => (
        <li key={l.MessageId} className={l.IsDeleted ? 'is-deleted' : undefined}>
          <span className="muted">{formatTime(l.Timestamp, i18n.language)} · {t('rooms-id')} {l.MatchId}</span>
          <span>{l.Message}</span>
          {l.IsDeleted && <span className="badge badge--closed">{t('line-deleted')}</span>}
        </li>
      ))}
    </ol>
  );
}
