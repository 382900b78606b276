/** Dates and times as the staff member's language writes them (24-hour, seconds). */
export function formatTime(ms: number | null | undefined, language: string): string {
  if (ms === null || ms === undefined) return '—';
  const locale = { cn: 'zh-CN', vn: 'vi-VN', th: 'th-TH', id: 'id-ID', ph: 'en-PH' }[language] ?? 'en-GB';
  return new Date(ms).toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

/** Clock time only (chat lines). */
export function formatClock(ms: number, language: string): string {
  const locale = language === 'cn' ? 'zh-CN' : 'en-GB';
  return new Date(ms).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}
