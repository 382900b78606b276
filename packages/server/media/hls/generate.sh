#!/bin/sh
# Regenerates the demo HLS segments (run once by a developer; the server never needs ffmpeg).
# Requires Debian's ffmpeg (apt-get install -y ffmpeg) and fonts-dejavu.
# Three looks x 10 segments of 2 s (20 s loops), 426x240 @ 25 fps, H.264 baseline ~110 kb/s,
# AAC mono 32 kb/s, keyframe every 2 s so every segment starts on an IDR frame.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
gen() {
  look=$1; src=$2; tone=$3; label=$4
  rm -rf "$look"; mkdir -p "$look"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$src" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=20" \
    -filter_complex "[0:v]drawbox=x='mod(t*60,426)-40':y=180:w=40:h=40:color=white@0.9:t=fill,\
drawtext=fontfile=${FONT}:text='SIDELINE ${label}':x=12:y=12:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.6,\
drawtext=fontfile=${FONT}:text='%{pts\\:hms}  seg %{eif\\:floor(t/2)\\:d}':x=12:y=44:fontsize=18:fontcolor=yellow:box=1:boxcolor=black@0.6[v];\
[1:a]volume=0.05[a]" \
    -map "[v]" -map "[a]" -t 20 \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -b:v 110k -maxrate 140k -bufsize 280k \
    -g 50 -keyint_min 50 -sc_threshold 0 -r 25 \
    -c:a aac -b:a 32k -ac 1 \
    -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename "$look/seg%02d.ts" "$look/source.m3u8"
}
gen bars "smptebars=size=426x240:rate=25" 440 "BARS"
gen pattern "testsrc2=size=426x240:rate=25" 520 "PATTERN"
gen pitch "color=c=0x1f7a3a:size=426x240:rate=25,drawbox=x=0:y=118:w=426:h=4:color=white@0.8:t=fill,drawbox=x=183:y=90:w=60:h=60:color=white@0.8:t=2" 660 "PITCH"
