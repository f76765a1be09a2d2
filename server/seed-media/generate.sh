#!/bin/sh
# Regenerates the seed media (already committed; fresh machines need neither tool):
#   ffmpeg with libx264 and drawtext, ImageMagick 6 `convert` with WebP, DejaVu fonts.
# Videos: H.264 Constrained Baseline, 320x180, 2 s, 24 fps, no audio, faststart (plays in every
# browser). Posters: a JPEG frame of each video. Images: WebP (topic thumbnails and image works
# 720x405, banners 1200x400 without text: the portal writes the topic over them; no placeholder shapes that
# would read as a broken element under the banner's buttons).
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

video() { # name colour0 colour1 label
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=320x180:c0=$2:c1=$3:speed=0.03:d=2:r=24" \
    -vf "drawtext=fontfile=$FONT:text='$4':fontcolor=white:fontsize=26:x=(w-text_w)/2:y=55+10*sin(PI*t),drawtext=fontfile=$FONT:text='●':fontcolor=white@0.85:fontsize=30:x=20+t*130:y=118" \
    -t 2 -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 32 -preset veryslow \
    -movflags +faststart -an "work-$1.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 1 -i "work-$1.mp4" -frames:v 1 -q:v 5 "work-$1-poster.jpg"
}

image() { # file width height colour0 colour1 label
  convert -size "$2x$3" "gradient:$4-$5" \
    -fill 'rgba(255,255,255,0.18)' -draw "circle $(($2 * 3 / 4)),$(($3 / 3)) $(($2 * 3 / 4 + $3 / 4)),$(($3 / 3))" \
    -font "$FONT" -pointsize $(($3 / 9)) -fill white -annotate "+$(($2 / 12))+$(($3 / 2))" "$6" \
    -strip -quality 60 -define webp:method=6 "$1"
}

video latte '0x1e3a8a' '0xf97316' 'Latte pour'
video unboxing '0x0f766e' '0xfacc15' 'Unboxing'
video city '0x312e81' '0xec4899' 'City lights'
video workout '0x7f1d1d' '0xf59e0b' 'Workout'
video recipe '0x14532d' '0x84cc16' 'Recipe'
video puppy '0x1f2937' '0x38bdf8' 'Puppy play'

image work-menu-board.webp 720 405 '#78350f' '#fbbf24' 'Menu board'
image work-sale-poster.webp 720 405 '#be123c' '#fb7185' 'Sale 30%'
image work-skin-glow.webp 720 405 '#9d174d' '#fbcfe8' 'Glow routine'
image work-flat-lay.webp 720 405 '#334155' '#94a3b8' 'Flat lay'

image thumb-brand-promo.webp 720 405 '#1e3a8a' '#f97316' 'Brand promo'
image thumb-unboxing.webp 720 405 '#0f766e' '#facc15' 'Unboxing loop'
image thumb-cafe-menu.webp 720 405 '#78350f' '#fbbf24' 'Cafe menu'
image thumb-travel.webp 720 405 '#0c4a6e' '#67e8f9' 'Travel photos'
image thumb-fitness.webp 720 405 '#7f1d1d' '#f59e0b' 'Fitness motion'
image thumb-seasonal-sale.webp 720 405 '#be123c' '#fb7185' 'Seasonal sale'
image thumb-recipe.webp 720 405 '#14532d' '#84cc16' 'Recipe 60 s'
image thumb-pet.webp 720 405 '#1f2937' '#38bdf8' 'Pet lifestyle'
image thumb-skincare.webp 720 405 '#9d174d' '#fbcfe8' 'Skincare stills'

image banner-brand-promo.webp 1200 400 '#1e3a8a' '#f97316' ''
image banner-unboxing.webp 1200 400 '#0f766e' '#facc15' ''
image banner-travel.webp 1200 400 '#0c4a6e' '#67e8f9' ''
image banner-recipe.webp 1200 400 '#14532d' '#84cc16' ''
image banner-cafe-menu.webp 1200 400 '#78350f' '#fbbf24' ''
