#!/bin/sh
# Regenerates the demo HLS segments (run once by a developer; the server never needs ffmpeg).
# Requires Debian's ffmpeg (apt-get install -y ffmpeg) and fonts-dejavu-core.
# Three looks x two renditions x 10 segments of 2 s (20 s loops) @ 25 fps, H.264 baseline
# level 3.0 + AAC mono 32 kb/s:
#   240p  426x240 ~110 kb/s  in <look>/        (the shipped rendition, unchanged)
#   360p  640x360 ~250 kb/s  in <look>/360p/   (drawn at its own size, tagged "360p")
# Keyframe every 2 s (-g 50, no scene cuts) so every segment of every rendition starts on an IDR
# frame at the same instant: hls.js switches between them at any segment boundary.
# Usage: ./generate.sh [240p|360p]   (default: both)
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf

# gen <look> <rendition> <tone> <label>; the rendition sets the size, the bit rate and every drawn
# coordinate (240p's numbers are the original ones, so its segments come out as shipped).
gen() {
  look=$1; rendition=$2; tone=$3; label=$4
  case $rendition in
    240p) W=426; H=240; K=1; VB=110k; MAX=140k; BUF=280k; out=$look; tag='' ;;
    360p) W=640; H=360; K=1.5; VB=250k; MAX=320k; BUF=640k; out=$look/360p; tag=' 360p' ;;
    *) echo "unknown rendition $rendition" >&2; exit 2 ;;
  esac
  px() { awk -v v="$1" -v k="$K" 'BEGIN { printf "%d", v * k + 0.5 }'; }
  case $look in
    bars) src="smptebars=size=${W}x${H}:rate=25" ;;
    pattern) src="testsrc2=size=${W}x${H}:rate=25" ;;
    pitch) src="color=c=0x1f7a3a:size=${W}x${H}:rate=25,drawbox=x=0:y=$(px 118):w=${W}:h=$(px 4):color=white@0.8:t=fill,drawbox=x=$(px 183):y=$(px 90):w=$(px 60):h=$(px 60):color=white@0.8:t=$(px 2)" ;;
  esac
  rm -rf "$out/seg"*.ts "$out/source.m3u8"; mkdir -p "$out"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$src" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=20" \
    -filter_complex "[0:v]drawbox=x='mod(t*$(px 60),${W})-$(px 40)':y=$(px 180):w=$(px 40):h=$(px 40):color=white@0.9:t=fill,\
drawtext=fontfile=${FONT}:text='SIDELINE ${label}${tag}':x=$(px 12):y=$(px 12):fontsize=$(px 20):fontcolor=white:box=1:boxcolor=black@0.6,\
drawtext=fontfile=${FONT}:text='%{pts\\:hms}  seg %{eif\\:floor(t/2)\\:d}':x=$(px 12):y=$(px 44):fontsize=$(px 18):fontcolor=yellow:box=1:boxcolor=black@0.6[v];\
[1:a]volume=0.05[a]" \
    -map "[v]" -map "[a]" -t 20 \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -b:v "$VB" -maxrate "$MAX" -bufsize "$BUF" \
    -g 50 -keyint_min 50 -sc_threshold 0 -r 25 \
    -c:a aac -b:a 32k -ac 1 \
    -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename "$out/seg%02d.ts" "$out/source.m3u8"
}
for rendition in ${1:-240p 360p}; do
  gen bars "$rendition" 440 "BARS"
  gen pattern "$rendition" 520 "PATTERN"
  gen pitch "$rendition" 660 "PITCH"
done
