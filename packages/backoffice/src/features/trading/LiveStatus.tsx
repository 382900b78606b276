import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { ListLiveStatus } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, ErrorState, Loading } from '../../shared/ui';

type Item = z.output<typeof ListLiveStatus.result>['Items'][number];

/** Live status of today's matches and programmes (spec event statuses), refreshed every 10 s. */
export function LiveStatus() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: ['live-status'], queryFn: ({ signal }) => staffCall(ListLiveStatus, {}, signal), refetchInterval: 10_000 });
  const columns = useMemo<ColumnDef<Item, unknown>[]>(() => [
    { accessorKey: 'Title', header: t('rooms-room') },
    { accessorKey: 'MatchId', header: t('rooms-id') },
    { accessorKey: 'ProgramType', header: t('rooms-kind'), cell: (c) => (c.getValue() === 1 ? t('rooms-kind-match') : t('rooms-kind-programme')) },
    { accessorKey: 'Status', header: t('rooms-state'), cell: (c) => t(`status-${c.getValue() as string}` as 'status-running') },
    { accessorKey: 'Period', header: t('live-period'), cell: (c) => (c.getValue() as string | null) ?? '—' },
    { accessorKey: 'StartTime', header: t('live-start'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'IsChatOpen', header: t('live-chat'), cell: (c) => (c.getValue() ? t('rooms-state-open') : t('rooms-state-closed')) },
    { accessorKey: 'HasStream', header: t('live-stream'), cell: (c) => (c.getValue() ? t('yes') : t('no')) },
  ], [t, i18n.language]);
  return (
    <section aria-labelledby="live-title">
      <h2 id="live-title">{t('live-title')}</h2>
      {q.isPending ? <Loading /> : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : (
        <DataTable caption={t('live-title')} columns={columns} data={q.data.Items} filter rowKey={(i) => `${i.ProgramType}:${i.MatchId}`} />
      )}
    </section>
  );
}
