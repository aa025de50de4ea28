#!/usr/bin/env bash
# Generates small, deterministic demo video clips into public/media/ using only
# ffmpeg's lavfi sources (no downloads). Each clip is portrait 720x1280, 25 fps,
# H.264 baseline / yuv420p + AAC mono, faststart, and well under 150 KB.
#
# Every clip has its own solid background colour, a large centred label and a
# running timer, so testers can see clips advance and compare sync between screens.
#
# Usage: scripts/make-media.sh            (regenerates all clips)
# Requires: ffmpeg (apt-get install -y ffmpeg),
#           fonts-dejavu-core (apt-get install -y fonts-dejavu-core)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${ROOT}/public/media"
FONT="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }
[[ -f "$FONT" ]] || { echo "font not found: $FONT (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

mkdir -p "$OUT"

W=720
H=1280
FPS=25

# Escape text for use inside a drawtext text='...' option within a filtergraph.
esc() {
  local s="$1"
  s="${s//\\/\\\\\\\\}"
  s="${s//\'/\\\\\\\'}"
  s="${s//:/\\\\:}"
  s="${s//%/\\\\%}"
  s="${s//,/\\,}"
  s="${s//#/\\#}"
  printf '%s' "$s"
}

# make_clip <file> <duration-s> <bg colour hex> <tone Hz> <line1> [line2]
make_clip() {
  local file="$1" dur="$2" bg="$3" freq="$4" line1="$5" line2="${6:-}"
  local tmp="${OUT}/.${file}.tmp.mp4"

  local vf=""
  # Header (clip id), small, near the top
  vf+="drawtext=fontfile=${FONT}:text='$(esc "${file%.mp4}")':fontsize=40:fontcolor=white@0.85:x=(w-text_w)/2:y=110"
  # Main label, large and centred
  if [[ -n "$line2" ]]; then
    vf+=",drawtext=fontfile=${FONT}:text='$(esc "$line1")':fontsize=84:fontcolor=white:borderw=4:bordercolor=black@0.6:x=(w-text_w)/2:y=(h/2)-150"
    vf+=",drawtext=fontfile=${FONT}:text='$(esc "$line2")':fontsize=84:fontcolor=white:borderw=4:bordercolor=black@0.6:x=(w-text_w)/2:y=(h/2)-30"
  else
    vf+=",drawtext=fontfile=${FONT}:text='$(esc "$line1")':fontsize=84:fontcolor=white:borderw=4:bordercolor=black@0.6:x=(w-text_w)/2:y=(h/2)-90"
  fi
  # Running timer (clip-relative) and frame counter
  vf+=",drawbox=x=40:y=(ih/2)+160:w=iw-80:h=120:color=black@0.45:t=fill"
  vf+=",drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontsize=72:fontcolor=white:x=(w-text_w)/2:y=(h/2)+184"
  vf+=",drawtext=fontfile=${FONT}:text='frame %{frame_num}':fontsize=36:fontcolor=white@0.85:x=(w-text_w)/2:y=(h/2)+320"
  # Progress bar along the bottom edge
  vf+=",drawbox=x=0:y=ih-40:w=iw:h=40:color=black@0.35:t=fill"

  ffmpeg -hide_banner -loglevel error -nostdin -y \
    -fflags +bitexact \
    -f lavfi -i "color=c=0x${bg}:s=${W}x${H}:r=${FPS}:d=${dur}" \
    -f lavfi -i "sine=frequency=${freq}:sample_rate=44100:duration=${dur}" \
    -f lavfi -i "color=c=white:s=${W}x40:r=${FPS}:d=${dur}" \
    -filter_complex "[0:v]${vf}[bg];[bg][2:v]overlay=x='-W+W*t/${dur}':y=H-40:eval=frame:shortest=1,format=yuv420p[v];[1:a]volume=0.15,aformat=channel_layouts=mono[a]" \
    -map "[v]" -map "[a]" \
    -c:v libx264 -profile:v baseline -level 3.1 -pix_fmt yuv420p \
    -preset medium -tune stillimage -crf 34 -maxrate 200k -bufsize 400k \
    -g 50 -keyint_min 25 -sc_threshold 0 -threads 1 \
    -c:a aac -b:a 24k -ac 1 -ar 44100 \
    -t "$dur" -shortest \
    -map_metadata -1 -map_chapters -1 \
    -fflags +bitexact \
    -flags:v +bitexact -flags:a +bitexact \
    -movflags +faststart \
    "$tmp"
  mv -f "$tmp" "${OUT}/${file}"
  printf '%-22s %6s bytes\n' "$file" "$(stat -c %s "${OUT}/${file}")"
}

# Routine positions of a class: file, bg colour, tone, label line(s)
make_clip routine-01.mp4 4 1d3557 220 "WELCOME" "GET READY"
make_clip routine-02.mp4 4 e76f51 247 "WARM-UP"
make_clip routine-03.mp4 4 8d0801 262 "GLOVES ON" "WORLD OFF"
make_clip routine-04.mp4 4 2a9d8f 294 "COMBO #1"
make_clip routine-05.mp4 4 264653 330 "COMBO #2"
make_clip routine-06.mp4 4 6a4c93 349 "COMBO #3"
make_clip routine-07.mp4 4 1982c4 392 "COMBO #4"
make_clip routine-08.mp4 4 8ac926 440 "COMBO #5"
make_clip routine-09.mp4 4 ff595e 494 "COMBO #6"
make_clip routine-10.mp4 4 b5838d 523 "COMBO #7"
make_clip routine-11.mp4 4 3a5a40 587 "COMBO #8"
make_clip routine-12.mp4 4 bc6c25 659 "CORE &" "COOL DOWN"
make_clip routine-13.mp4 4 5e548e 698 "STRETCHES"
make_clip routine-14.mp4 4 111111 784 "ENDING"

# Special clips
make_clip countdown.mp4       5 d00000 880 "COUNTDOWN" "5 SEC"
make_clip countdown-short.mp4 3 c2185b 988 "COUNTDOWN" "3 SEC"
make_clip mashup-timer.mp4    6 0b6e4f 1047 "MASHUP" "TIMER"

echo "Done: $(ls "$OUT"/*.mp4 | wc -l) clips in ${OUT}"
