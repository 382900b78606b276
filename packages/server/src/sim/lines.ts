/**
 * Short, believable chat lines of the demo's bot viewers, per room language (ph rooms chat in
 * English and Taglish). `{home}`/`{away}` are replaced by the match's teams; programme rooms
 * use the show lines.
 */
export const MATCH_LINES: Record<string, readonly string[]> = {
  en: ['What a save!', '{home} look sharp tonight', 'Come on {away}!', 'That was never offside', 'Next goal wins it', 'Ref needs glasses lol', 'Over 2.5 looking good', 'Great pass there', 'Anyone else on {home} -0.5?', 'Corner coming'],
  vn: ['Cứu thua quá hay!', '{home} đá hay quá', 'Cố lên {away}!', 'Trọng tài bắt sai rồi', 'Bàn tiếp theo là thắng', 'Kèo tài đẹp', 'Pha chuyền đỉnh', 'Sắp có phạt góc'],
  th: ['เซฟสวยมาก!', '{home} เล่นดีมาก', 'สู้ๆ {away}!', 'ล้ำหน้าชัดๆ', 'ประตูต่อไปชนะ', 'บอลสูงน่าสนใจ', 'จ่ายบอลสวย', 'ได้เตะมุมแล้ว'],
  cn: ['好球！', '{home}今天状态不错', '{away}加油！', '这不是越位吧', '下一个进球定胜负', '大球稳了', '这脚传球漂亮', '角球来了'],
  id: ['Penyelamatan hebat!', '{home} main bagus malam ini', 'Ayo {away}!', 'Itu bukan offside', 'Gol berikutnya menang', 'Over 2.5 aman', 'Umpan yang cantik', 'Sepak pojok!'],
  ph: ['Grabe yung save!', '{home} ang galing ngayon', 'Go {away}!', 'Hindi offside yun', 'Next goal panalo', 'Ang ganda ng pasa', 'Corner na!', 'Let\'s go!'],
};

export const SHOW_LINES: Record<string, readonly string[]> = {
  en: ['Love this song', 'Hello from Manila!', 'You sound amazing', 'Encore!', 'Greetings everyone', 'Best show of the week'],
  vn: ['Hát hay quá', 'Chào mọi người!', 'Chương trình hay quá', 'Thêm bài nữa đi', 'Xin chào từ Sài Gòn'],
  th: ['เพลงเพราะมาก', 'สวัสดีทุกคน', 'รายการสนุกมาก', 'ขออีกเพลง', 'ทักทายจากกรุงเทพ'],
  cn: ['这首歌好听', '大家好！', '节目太精彩了', '再来一首', '主播好棒'],
  id: ['Lagunya enak', 'Halo semua!', 'Acaranya seru', 'Satu lagu lagi dong', 'Salam dari Jakarta'],
  ph: ['Ang ganda ng kanta', 'Hello po!', 'Idol!', 'Isa pa!', 'Best show talaga'],
};

/** A line for a room: its language's list (English fallback), teams filled in. */
export function pickLine(kind: 'match' | 'show', language: string, teams: { home: string; away: string } | null, random: () => number): string {
  const table = kind === 'match' ? MATCH_LINES : SHOW_LINES;
  const lines = table[language] ?? table.en ?? [];
  const line = lines[Math.floor(random() * lines.length)] ?? 'Hello!';
  return line.replace('{home}', teams?.home ?? 'Home').replace('{away}', teams?.away ?? 'Away');
}
