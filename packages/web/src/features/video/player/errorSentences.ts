import { StreamingErrorCode } from '@sideline/protocol';

/**
 * What each player error code means to a viewer, in the six languages (issue 17 item 5). Loaded
 * only when an error shows (ErrorPhoto imports it lazily), so the sentences cost no page load.
 * The spec's own line ('Error Code：' and the code) stays beneath the sentence.
 */
type Sentence = 'load' | 'timeout' | 'none' | 'game' | 'network' | 'decode' | 'unsupported' | 'player' | 'join' | 'left';
type Language = 'cn' | 'en' | 'vn' | 'th' | 'id' | 'ph';

const KIND: Record<string, Sentence> = {
  [StreamingErrorCode.InternalServerError]: 'load',
  [StreamingErrorCode.Timeout]: 'timeout',
  [StreamingErrorCode.NoStreamingSource]: 'none',
  [StreamingErrorCode.DirectError]: 'game',
  [StreamingErrorCode.DirectResponseHasError]: 'game',
  [StreamingErrorCode.VideoNetwork]: 'network',
  [StreamingErrorCode.VideoDecode]: 'decode',
  [StreamingErrorCode.VideoSourceNotSupported]: 'unsupported',
  [StreamingErrorCode.VideoPlayerError]: 'player',
  [StreamingErrorCode.ProviderAPlayerError]: 'join',
  [StreamingErrorCode.ProviderALeaveChannel]: 'left',
  [StreamingErrorCode.ProviderBInit]: 'join',
  [StreamingErrorCode.ProviderBJoin]: 'join',
  [StreamingErrorCode.ProviderBRender]: 'player',
  [StreamingErrorCode.ProviderBLeaveChannel]: 'left',
};

const EN: Record<Sentence, string> = {
  load: 'The stream could not be loaded.',
  timeout: 'The stream is taking too long to start.',
  none: 'There is no stream for this match right now.',
  game: 'The game stream could not be found.',
  network: 'The connection dropped while the video was playing.',
  decode: 'The video could not be played.',
  unsupported: 'This browser cannot play this stream.',
  player: 'The video player stopped with an error.',
  join: 'The live channel could not be joined.',
  left: 'The streamer has left the channel.',
};

export const SENTENCES: Record<Language, Record<Sentence, string>> = {
  en: EN,
  ph: EN,
  cn: {
    load: '直播加载失败。',
    timeout: '直播启动时间过长。',
    none: '本场比赛暂无直播。',
    game: '找不到比赛画面。',
    network: '播放时网络中断。',
    decode: '视频无法播放。',
    unsupported: '当前浏览器无法播放此直播。',
    player: '播放器出错已停止。',
    join: '无法进入直播频道。',
    left: '主播已离开频道。',
  },
  vn: {
    load: 'Không tải được luồng phát.',
    timeout: 'Luồng phát khởi động quá lâu.',
    none: 'Trận này hiện chưa có luồng phát.',
    game: 'Không tìm thấy luồng phát trận đấu.',
    network: 'Mất kết nối khi đang phát video.',
    decode: 'Không phát được video.',
    unsupported: 'Trình duyệt này không phát được luồng này.',
    player: 'Trình phát video đã dừng do lỗi.',
    join: 'Không vào được kênh trực tiếp.',
    left: 'Người dẫn đã rời kênh.',
  },
  th: {
    load: 'โหลดสตรีมไม่สำเร็จ',
    timeout: 'สตรีมใช้เวลาเริ่มนานเกินไป',
    none: 'ขณะนี้ยังไม่มีสตรีมของแมตช์นี้',
    game: 'ไม่พบสตรีมของแมตช์',
    network: 'การเชื่อมต่อขาดระหว่างเล่นวิดีโอ',
    decode: 'ไม่สามารถเล่นวิดีโอได้',
    unsupported: 'เบราว์เซอร์นี้เล่นสตรีมนี้ไม่ได้',
    player: 'เครื่องเล่นวิดีโอหยุดทำงานเพราะข้อผิดพลาด',
    join: 'เข้าช่องถ่ายทอดสดไม่สำเร็จ',
    left: 'สตรีมเมอร์ออกจากช่องแล้ว',
  },
  id: {
    load: 'Siaran tidak dapat dimuat.',
    timeout: 'Siaran terlalu lama untuk dimulai.',
    none: 'Belum ada siaran untuk pertandingan ini.',
    game: 'Siaran pertandingan tidak ditemukan.',
    network: 'Koneksi terputus saat video diputar.',
    decode: 'Video tidak dapat diputar.',
    unsupported: 'Browser ini tidak dapat memutar siaran ini.',
    player: 'Pemutar video berhenti karena kesalahan.',
    join: 'Tidak dapat masuk ke saluran siaran.',
    left: 'Streamer telah meninggalkan saluran.',
  },
};

/** "Retry" in the six languages, for the same lazily loaded photo. */
export const RETRY: Record<Language, string> = { en: 'Try again', ph: 'Try again', cn: '重试', vn: 'Thử lại', th: 'ลองอีกครั้ง', id: 'Coba lagi' };

const asLanguage = (language: string): Language => (language in SENTENCES ? (language as Language) : 'en');

/** The sentence for a player error code in `language` (English for another); null for a code it does not know. */
export function errorSentence(code: string, language: string): string | null {
  const kind = KIND[code];
  return kind ? SENTENCES[asLanguage(language)][kind] : null;
}

/** Whether trying again can help: not when the match simply has no stream. */
export function canRetry(code: string): boolean {
  return code !== StreamingErrorCode.NoStreamingSource;
}

export const retryLabel = (language: string): string => RETRY[asLanguage(language)];
