export { DataTable } from './DataTable';
export type { DataTableProps, ServerPaging } from './DataTable';
export { Empty, ErrorState, Loading, useErrorText } from './states';
export { Dialog } from './Dialog';
