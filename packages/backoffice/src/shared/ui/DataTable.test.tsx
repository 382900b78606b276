import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { renderWith } from '../../test/render';
import { DataTable } from './DataTable';

interface Row { name: string; n: number }
const columns: ColumnDef<Row, unknown>[] = [{ accessorKey: 'name', header: 'Name' }, { accessorKey: 'n', header: 'Count' }];
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ name: `row ${String(i).padStart(2, '0')}`, n: (i * 7) % 30 }));
const firstCells = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('pages the rows itself, 25 a page by default', () => {
    renderWith(<DataTable caption="Things" columns={columns} data={rows} />);
    expect(firstCells()).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstCells()).toEqual(['row 25', 'row 26', 'row 27', 'row 28', 'row 29']);
  });

  it('sorts by a header, announcing the order with aria-sort', () => {
    renderWith(<DataTable caption="Things" columns={columns} data={rows.slice(0, 5)} />);
    const header = screen.getByRole('columnheader', { name: /Count/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['row 00', 'row 01', 'row 02', 'row 03', 'row 04'].sort((a, b) => (Number(a.slice(4)) * 7) % 30 - (Number(b.slice(4)) * 7) % 30));
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()[0]).toBe('row 04');
  });

  it('filters across columns and shows the empty state when nothing matches', () => {
    renderWith(<DataTable caption="Things" columns={columns} data={rows} filter />);
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'row 1' } });
    expect(firstCells()).toHaveLength(10);
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
  });

  it("follows the server's pages when given them", () => {
    const onPage = vi.fn();
    renderWith(<DataTable caption="Things" columns={columns} data={rows.slice(0, 5)} paging={{ page: 2, pageSize: 5, total: 12, onPage }} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
