#!/usr/bin/env bash
# Generates the small, deterministic demo clips of public/media/ using only ffmpeg's lavfi
# sources (no downloads). They are made to look like a class on a landscape TV: each clip is
# 1280x720 (16:9, full screen on a 16:9 TV), 25 fps, H.264 baseline / yuv420p + AAC mono,
# faststart, and under 100 KB.
#
# Each clip shows its routine's own title (the demo workout's routine names: KB WELCOME,
# WARM-UP, GLOVES ON - WORLD OFF, COMBO #1 ...) with a line of what the studio does in it, on a
# still background of its own colour (darker at the edges), and a thin progress bar along the bottom. The countdown
# and the mashup timer count down their seconds. A small clip timer in the bottom right corner
# (HH:MM:SS.mmm of the clip) is the only test-rig mark left: testers compare it between screens
# to see that they play in step. Nothing in the tests reads the picture; they rely on the file
# names and the lengths below (4 s routines, 5 s and 3 s countdowns, 6 s mashup timer), and
# tests/e2e/longClip.ts on the MP4 layout (version-0 boxes, no B-frames: baseline profile).
#
# The screen's 'COMBO # n' banner sits at the top centre of the picture: the titles here sit
# lower, left-aligned, so the banner never covers them.
#
# Usage: scripts/make-media.sh            (regenerates all clips)
# Requires: ffmpeg (apt-get install -y ffmpeg),
#           fonts-dejavu-core (apt-get install -y fonts-dejavu-core)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${ROOT}/public/media"
BOLD="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
PLAIN="/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
MONO="/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }
for font in "$BOLD" "$PLAIN" "$MONO"; do
  [[ -f "$font" ]] || { echo "font not found: $font (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done

mkdir -p "$OUT"

W=1280
H=720
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

# make_clip <file> <duration-s> <colour hex> <tone Hz> <title> <title size> <line> [countdown seconds]
make_clip() {
  local file="$1" dur="$2" colour="$3" freq="$4" title="$5" size="$6" line="$7" count="${8:-}"
  local tmp="${OUT}/.${file}.tmp.mp4"

  local vf=""
  # A darker band behind the titles, and the routine's colour as a bar at their left.
  vf+="vignette=angle=PI/3.2"
  vf+=",drawbox=x=0:y=ih*0.40:w=iw:h=ih*0.36:color=black@0.28:t=fill"
  vf+=",drawbox=x=80:y=ih*0.40+34:w=14:h=ih*0.36-68:color=white@0.9:t=fill"
  # The studio's name, small, top left (the screen's COMBO banner takes the top centre).
  vf+=",drawtext=fontfile=${BOLD}:text='KB STUDIO':fontsize=26:fontcolor=white@0.75:x=80:y=56"
  # The routine's title and what happens in it.
  vf+=",drawtext=fontfile=${BOLD}:text='$(esc "$title")':fontsize=${size}:fontcolor=white:shadowx=3:shadowy=3:shadowcolor=black@0.45:x=124:y=h*0.40+40"
  vf+=",drawtext=fontfile=${PLAIN}:text='$(esc "$line")':fontsize=34:fontcolor=white@0.9:x=126:y=h*0.76-80"
  # A countdown of the clip's seconds, large, on the right.
  if [[ -n "$count" ]]; then
    vf+=",drawtext=fontfile=${BOLD}:text='%{eif\\:ceil(${count}-t)\\:d}':fontsize=220:fontcolor=white:shadowx=4:shadowy=4:shadowcolor=black@0.45:x=w-text_w-110:y=h*0.58-text_h/2"
  fi
  # The clip timer, small, bottom right: the one mark for comparing screens.
  vf+=",drawtext=fontfile=${MONO}:text='%{pts\\:hms}':fontsize=18:fontcolor=white@0.55:x=w-text_w-24:y=h-44"

  ffmpeg -hide_banner -loglevel error -nostdin -y \
    -fflags +bitexact \
    -f lavfi -i "color=c=0x${colour}:s=${W}x${H}:r=${FPS}:d=${dur}" \
    -f lavfi -i "sine=frequency=${freq}:sample_rate=44100:duration=${dur}" \
    -f lavfi -i "color=c=white@0.85:s=${W}x8:r=${FPS}:d=${dur}" \
    -filter_complex "[0:v]${vf}[bg];[bg][2:v]overlay=x='-W+W*t/${dur}':y=H-8:eval=frame:shortest=1,format=yuv420p[v];[1:a]volume=0.15,aformat=channel_layouts=mono[a]" \
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

# The routines of the demo workout (src/shared/routines.ts): file, length, colour, tone, title, its size, what happens.
make_clip routine-01.mp4 4 1d3557 220 "KB WELCOME" 120 "Find your bag · Wrap your hands"
make_clip routine-02.mp4 4 c2452d 247 "WARM-UP" 120 "Jumping jacks · High knees · Shadow boxing"
make_clip routine-03.mp4 4 8d0801 262 "GLOVES ON - WORLD OFF" 70 "Gloves on · Find your stance"
make_clip routine-04.mp4 4 2a9d8f 294 "COMBO #1" 120 "Jab · Cross · Hook"
make_clip routine-05.mp4 4 264653 330 "COMBO #2" 120 "Jab · Cross · Roundhouse kick"
make_clip routine-06.mp4 4 6a4c93 349 "COMBO #3" 120 "Double jab · Cross · Uppercut"
make_clip routine-07.mp4 4 1982c4 392 "COMBO #4" 120 "Hook · Hook · Front kick"
make_clip routine-08.mp4 4 5f8a1c 440 "COMBO #5" 120 "Jab · Cross · Knee · Knee"
make_clip routine-09.mp4 4 c9302c 494 "COMBO #6" 120 "Cross · Hook · Cross · Side kick"
make_clip routine-10.mp4 4 8e5a6b 523 "COMBO #7" 120 "Uppercut · Uppercut · Hook · Roundhouse"
make_clip routine-11.mp4 4 3a5a40 587 "COMBO #8" 120 "All out for 30 seconds · Everything you have"
make_clip routine-12.mp4 4 a0561e 659 "CORE & COOL DOWN" 90 "Plank · Bicycle crunches · Breathe"
make_clip routine-13.mp4 4 5e548e 698 "STRETCHES" 120 "Hamstrings · Hips · Shoulders"
make_clip routine-14.mp4 4 33333d 784 "ENDING" 120 "Great class · Gloves off · See you next time"

# Special clips: the countdowns before a class and the mashup class's timer.
make_clip countdown.mp4       5 b00012 880 "KB WELCOME" 100 "The class starts in" 5
make_clip countdown-short.mp4 3 a3154f 988 "KB WELCOME" 100 "The class starts in" 3
make_clip mashup-timer.mp4    6 0b6e4f 1047 "MASHUP 45" 100 "Next round in" 6

echo "Done: $(ls "$OUT"/*.mp4 | wc -l) clips in ${OUT}"
