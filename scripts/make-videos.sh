#!/usr/bin/env bash
# Makes the short product clips of public/videos/ from the shipped artwork: a slow zoom into the
# poster picture, 5 s, silent (no audio track), as WebM (VP9) and MP4 (H.264 fallback), each kept
# under 150 KB. Run by hand when the artwork changes (needs ffmpeg and the project's sharp; neither
# the build nor CI runs this): scripts/make-videos.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p public/videos

# clip name  poster artwork  output size
clips=(
  "flagship-megatron-banner-desktop flagship-megatron-banner-desktop 640x360"
  "flagship-megatron-banner-mobile flagship-megatron-banner-mobile 360x480"
  "flagship-megatron-video flagship-megatron-video 640x360"
  "flagship-megatron-action-walk flagship-megatron-action-walk 480x360"
  "flagship-megatron-action-salute flagship-megatron-action-salute 480x360"
  "flagship-megatron-action-cannon flagship-megatron-action-cannon 480x360"
  "flagship-megatron-action-transform flagship-megatron-action-transform 480x360"
  "buzz-lightyear-space-ranger-alpha-wings buzz-lightyear-space-ranger-alpha-gallery-1 480x360"
  "buzz-lightyear-space-ranger-alpha-app buzz-lightyear-space-ranger-alpha-gallery-2 480x360"
)
for entry in "${clips[@]}"; do
  read -r clip art size <<<"$entry"
  w=${size%x*}; h=${size#*x}
  # The artwork at twice the output size, so the zoom stays sharp.
  node -e "require('sharp')('public/artwork/$art.svg', { density: 300 }).resize($((w * 2)), $((h * 2)), { fit: 'cover' }).flatten({ background: '#111111' }).png().toFile('$work/$clip.png')"
  zoom="zoompan=z='1+0.12*on/125':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=125:s=${size}:fps=25,format=yuv420p"
  ffmpeg -v error -y -loop 1 -i "$work/$clip.png" -vf "$zoom" -frames:v 125 -an \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 "public/videos/$clip.webm"
  ffmpeg -v error -y -loop 1 -i "$work/$clip.png" -vf "$zoom" -frames:v 125 -an \
    -c:v libx264 -crf 30 -preset slow -profile:v main -pix_fmt yuv420p -movflags +faststart "public/videos/$clip.mp4"
  for f in "public/videos/$clip.webm" "public/videos/$clip.mp4"; do
    bytes=$(stat -c %s "$f")
    if (( bytes > 150 * 1024 )); then echo "$f is $bytes bytes, over 150 KB: raise -crf" >&2; exit 1; fi
    echo "$f $bytes"
  done
done
