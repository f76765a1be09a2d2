#!/bin/sh
# Regenerates the unit tests' media files (already committed): the ffmpeg that npm installs
# (@ffmpeg-installer) and the system's `zip`. Each file's real duration and pixel size is in
# manifest.json, read with ffprobe (@ffprobe-installer) when generated; the tests use them where
# jsdom cannot decode media (tests/pages/job-detail-*.test.tsx).
set -eu
cd "$(dirname "$0")"
ROOT=../..
FFMPEG=$ROOT/node_modules/@ffmpeg-installer/linux-x64/ffmpeg
FFPROBE=$ROOT/node_modules/@ffprobe-installer/linux-x64/ffprobe
Q="-hide_banner -loglevel error -y"

# H.264 Constrained Baseline, 320x180, 10 fps, no audio: a few kB each.
clip() { # name seconds
  $FFMPEG $Q -f lavfi -i "testsrc=s=320x180:r=10:d=$2" -c:v libx264 -profile:v baseline \
    -pix_fmt yuv420p -crf 40 -preset veryslow -movflags +faststart -an "$1"
}
clip clip-5s.mp4 5
clip clip-3s.mp4 3

# Thumbnails: the size the rules ask for (720 x 405) and a wrong one (1280 x 720), PNG and JPEG.
# The colour source makes 4:2:0 frames (even sizes only), so 405 rows are cut from 406 in RGB / 4:4:4.
$FFMPEG $Q -f lavfi -i "color=c=0x4a3aff:s=720x406" -vf "format=rgb24,crop=720:405:0:0" -frames:v 1 thumb-720x405.png
$FFMPEG $Q -f lavfi -i "color=c=0x4a3aff:s=720x406" -vf "format=yuvj444p,crop=720:405:0:0" -frames:v 1 -q:v 20 thumb-720x405.jpg
$FFMPEG $Q -f lavfi -i "color=c=0xf97316:s=1280x720" -frames:v 1 thumb-1280x720.png
$FFMPEG $Q -f lavfi -i "color=c=0xf97316:s=1280x720" -frames:v 1 -q:v 20 thumb-1280x720.jpg

# Project files: a tiny real ZIP archive.
printf 'layers and fonts of the entry\n' > project-notes.txt
rm -f project.zip && zip -q -X project.zip project-notes.txt && rm project-notes.txt

# A text file that only claims to be a video by its name.
printf 'This is plain text, not a video.\n' > not-a-video.mp4

probe() { # file -> "durationMs width height"
  $FFPROBE -v error -select_streams v:0 -show_entries format=duration:stream=width,height \
    -of default=noprint_wrappers=1 "$1" | awk -F= '
      $1 == "duration" && $2 != "N/A" { d = int($2 * 1000 + 0.5) }
      $1 == "width" { w = $2 } $1 == "height" { h = $2 }
      END { printf "%s %s %s", (d == "" ? "null" : d), w, h }'
}
{
  echo '{'
  first=1
  for file in clip-5s.mp4 clip-3s.mp4 thumb-720x405.png thumb-720x405.jpg thumb-1280x720.png thumb-1280x720.jpg; do
    set -- $(probe "$file")
    [ $first = 1 ] || echo ','
    first=0
    case $file in
      *.mp4) printf '  "%s": { "durationMs": %s, "width": %s, "height": %s }' "$file" "$1" "$2" "$3" ;;
      *) printf '  "%s": { "width": %s, "height": %s }' "$file" "$2" "$3" ;;
    esac
  done
  echo
  echo '}'
} > manifest.json
