#!/bin/sh
# Draws the home page's static images (spec §9) with ImageMagick: the free audio/font banner, the
# Korean promo popup dated 2019-08-05 and the welcome popup. Rerun after changing a design:
#   sh scripts/make-home-images.sh
set -eu
out=public/images
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bold=Noto-Sans-CJK-KR-Bold
regular=Noto-Sans-CJK-KR

# Free audio/font banner, 1600 x 240: a dark field on the left for the page's own text, sound
# waves and letterforms on the right.
convert -size 240x1600 gradient:'#17163a'-'#3b1f7a' -rotate 90 "$tmp/audio-bg.png"
convert -size 1600x240 radial-gradient:'#ec489966'-none -resize 1600x240! "$tmp/audio-glow.png"
bars=""
x=760
i=0
for h in 36 64 104 146 92 168 124 58 138 184 116 82 152 102 62 128 88 46 24; do
  y1=$((120 - h / 2)); y2=$((120 + h / 2))
  bars="$bars roundrectangle $x,$y1 $((x + 10)),$y2 5,5"
  x=$((x + 22)); i=$((i + 1))
done
convert "$tmp/audio-bg.png" \
  \( -size 1600x240 xc:none -fill '#ec489940' -draw "circle 1380,40 1380,260" -blur 0x60 \) -composite \
  \( -size 1600x240 xc:none -fill '#6d5dfc55' -draw "circle 1000,240 1000,420" -blur 0x50 \) -composite \
  \( -size 1600x240 xc:none -fill '#ffffff38' -draw "$bars" \) -composite \
  -font "$bold" -fill '#ffd88a66' -pointsize 140 -annotate +1200+180 '가' \
  -font "$bold" -fill '#ffffff40' -pointsize 170 -annotate +1370+188 'Aa' \
  -quality 82 "$out/free-audio-font-banner.webp"

# Korean promo popup, 640 x 800 (spec §9: dated 2019-08-05).
convert -size 640x800 gradient:'#2a1f8f'-'#8a1f7a' "$tmp/promo-bg.png"
convert "$tmp/promo-bg.png" \
  \( -size 640x800 xc:none -fill '#ec489955' -draw "circle 560,120 560,380" -blur 0x70 \) -composite \
  \( -size 640x800 xc:none -fill '#6d5dfc66' -draw "circle 60,760 60,1000" -blur 0x60 \) -composite \
  \( -size 640x800 xc:none \
     -fill '#ffd88a' -draw "circle 92,96 92,104" -draw "circle 548,300 548,306" -draw "circle 54,540 54,545" \
     -fill '#ffffffaa' -draw "circle 500,74 500,79" -draw "circle 70,300 70,304" -draw "circle 590,470 590,474" \
     -fill '#f472b6' -draw "roundrectangle 440,150 462,158 4,4" -draw "roundrectangle 150,180 164,188 4,4" \
     -fill '#a5b4fc' -draw "roundrectangle 520,540 540,548 4,4" \) -composite \
  -fill '#ffffff22' -draw "roundrectangle 190,134 450,338 28,28" \
  -fill '#ffffff' -draw "roundrectangle 206,150 434,322 20,20" \
  -fill '#4a3aff' -draw "circle 320,236 320,286" \
  -fill '#ffffff' -draw "polygon 306,212 306,260 346,236" \
  -fill '#ffd88a' -draw "roundrectangle 180,64 460,100 18,18" \
  -font "$bold" -fill '#3b1f7a' -pointsize 19 -gravity north -annotate +0+69 '2019. 08. 05  GRAND OPEN' \
  -font "$bold" -fill '#ffffff' -pointsize 50 -gravity north -annotate +0+372 '크리에이터 포털 오픈!' \
  -font "$regular" -fill '#ffffffee' -pointsize 27 -gravity north -annotate +0+452 '첫 공모전에 참여하고' \
  -font "$regular" -fill '#ffffffee' -pointsize 27 -gravity north -annotate +0+494 '보상을 받으세요' \
  -fill '#ffffff26' -draw "roundrectangle 86,576 554,660 42,42" \
  -font "$bold" -fill '#ffd88a' -pointsize 26 -gravity north -annotate +0+601 '매주 최대 1,000,000원 보상의 새 일감' \
  -font "$regular" -fill '#ffffffbb' -pointsize 20 -gravity north -annotate +0+712 'Creator Portal' \
  -strip -dither FloydSteinberg -colors 200 -define png:compression-level=9 "PNG8:$out/promo-20190805.png"

# Welcome popup, 640 x 800, no words (its title and description are the page's own text):
# a video card, an image card, a podium and coins.
convert -size 640x800 gradient:'#eef0ff'-'#f9e8f4' "$tmp/welcome-bg.png"
convert "$tmp/welcome-bg.png" \
  \( -size 640x800 xc:none -fill '#c7d2fe' -draw "circle 520,160 520,330" -blur 0x40 \) -composite \
  \( -size 640x800 xc:none -fill '#fbcfe8' -draw "circle 120,640 120,790" -blur 0x40 \) -composite \
  -fill '#1b1c33' -draw "roundrectangle 96,150 400,322 22,22" \
  -fill '#4a3aff' -draw "circle 248,236 248,272" \
  -fill '#ffffff' -draw "polygon 238,218 238,254 268,236" \
  -fill '#ffffff66' -draw "roundrectangle 120,296 376,302 3,3" \
  -fill '#ffd88a' -draw "roundrectangle 120,296 230,302 3,3" \
  -fill '#ffffff' -draw "roundrectangle 330,240 548,420 22,22" \
  -fill '#ede9fe' -draw "roundrectangle 346,256 532,372 14,14" \
  -fill '#a78bfa' -draw "polygon 356,364 420,300 470,350 494,326 526,364" \
  -fill '#fbbf24' -draw "circle 496,286 496,300" \
  -fill '#c4b5fd' -draw "roundrectangle 346,388 460,398 5,5" \
  -fill '#4a3aff' -draw "rectangle 250,560 390,700" \
  -fill '#6d5dfc' -draw "rectangle 130,610 250,700" \
  -fill '#8b7dff' -draw "rectangle 390,630 510,700" \
  -fill '#ffffff' -font "$bold" -pointsize 64 -annotate +300+652 '1' \
  -pointsize 48 -annotate +174+678 '2' -annotate +434+688 '3' \
  -fill '#fbbf24' -draw "polygon 320,462 334,494 368,496 342,518 350,552 320,534 290,552 298,518 272,496 306,494" \
  -fill '#f59e0b' -draw "circle 150,520 150,548" -fill '#fcd34d' -draw "circle 150,516 150,542" \
  -fill '#f59e0b' -draw "circle 500,540 500,564" -fill '#fcd34d' -draw "circle 500,536 500,558" \
  -fill '#1b1c33' -draw "roundrectangle 100,700 540,716 8,8" \
  -quality 80 "$out/promo-welcome.webp"

ls -l "$out"
