export { AuditScreen, toAuditFilter } from './AuditScreen';
