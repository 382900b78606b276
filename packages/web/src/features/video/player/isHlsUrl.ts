/** Whether a video ad URL is an HLS playlist (played through hls.js like the streams). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}
