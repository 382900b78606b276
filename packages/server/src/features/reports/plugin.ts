import type { FastifyInstance } from 'fastify';
import {
  ExportReportCsv, ExportReportXlsx, GetProgrammeReport, GetStreamerReport, GetTrafficReport,
} from '@sideline/protocol';
import type { ReportKind } from '@sideline/protocol';
import { registerStaffCall } from '../staff/index';
import { trafficCounterFor } from '../../media/hls/traffic';
import { reportCsv, reportXlsx } from './export';
import { programmeReport, streamerReport, trafficReport } from './service';
import type { ReportInput } from './service';

/**
 * The back office's reports (programme, streamer, traffic) and their CSV and .xlsx exports,
 * read-only (not audited). Each read first writes this node's HLS tallies, so the traffic it
 * served is in the answer (other nodes' within their 10 s flush).
 */
export async function reportsPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  const traffic = trafficCounterFor(store);

  const flush = () => traffic.flush().catch((err: unknown) => app.log.warn({ err }, 'HLS traffic not written before the report'));
  const read = async (kind: ReportKind, input: ReportInput) => {
    await flush();
    if (kind === 'programmes') return programmeReport(store.db, input);
    if (kind === 'streamers') return streamerReport(store.db, input);
    return trafficReport(store.db, input);
  };

  registerStaffCall(app, GetProgrammeReport, async ({ input }) => { await flush(); return programmeReport(store.db, input); });
  registerStaffCall(app, GetStreamerReport, async ({ input }) => { await flush(); return streamerReport(store.db, input); });
  registerStaffCall(app, GetTrafficReport, async ({ input }) => { await flush(); return trafficReport(store.db, input); });
  registerStaffCall(app, ExportReportCsv, async ({ input }) => reportCsv(input.Report, await read(input.Report, input)));
  registerStaffCall(app, ExportReportXlsx, async ({ input }) => reportXlsx(input.Report, await read(input.Report, input)));
}
