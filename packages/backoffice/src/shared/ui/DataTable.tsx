import { useState } from 'react';
import { flexRender, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Empty } from './states';

export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** Server-side paging (audit log, players); without it the table pages the rows itself. */
  paging?: ServerPaging;
  /** Show the quick filter box (client-side, over every column). */
  filter?: boolean;
  pageSize?: number;
  rowKey?: (row: Row) => string;
}

/**
 * The back office's one table: TanStack Table with sortable headers (buttons with aria-sort),
 * a quick filter, and paging (client-side, or the server's pages when `paging` is given).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: props.pageSize ?? 25 });
  const server = props.paging;
  const table = useReactTable({
    data: props.data,
    columns: props.columns,
    state: { sorting, globalFilter, ...(server ? {} : { pagination }) },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    // Every column sorts ascending first (TanStack's default puts numbers descending first).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(server ? { manualPagination: true } : { getPaginationRowModel: getPaginationRowModel() }),
    getRowId: props.rowKey ? (row) => props.rowKey!(row) : undefined,
  });
  const rows = table.getRowModel().rows;
  const page = server ? server.page : pagination.pageIndex + 1;
  const pages = server ? Math.max(1, Math.ceil(server.total / server.pageSize)) : Math.max(1, table.getPageCount());
  const goTo = (p: number) => (server ? server.onPage(p) : table.setPageIndex(p - 1));

  return (
    <div className="table-wrap">
      {props.filter && (
        <label className="table-filter">
          <span>{t('table-filter')}</span>
          <input type="search" value={globalFilter} onChange={(e) => setGlobalFilter(e.target.value)} />
        </label>
      )}
      <div className="table-scroll">
        <table className="data-table">
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="th-sort" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : label}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <Empty />}
      {pages > 1 && (
        <nav className="pager" aria-label={t('table-pages')}>
          <button type="button" className="btn btn--small" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('table-previous')}</button>
          <span>{t('table-page-of', { page, pages })}</span>
          <button type="button" className="btn btn--small" disabled={page >= pages} onClick={() => goTo(page + 1)}>{t('table-next')}</button>
        </nav>
      )}
    </div>
  );
}
