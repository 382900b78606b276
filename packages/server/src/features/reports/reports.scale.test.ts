import { openPgTestApp } from '../../testing/postgres';
import { reportsSuite } from './reports.suite';

/** The reports' SQL on PostgreSQL: the same activity and answers as on SQLite. */
reportsSuite('PostgreSQL', () => openPgTestApp('reports'));
