#!/usr/bin/env bash
# Makes the short product films of public/videos/: each is an animation drawn frame by frame by the
# artwork generator (scripts/draw/films.ts: the same parts and palettes as the stills, poses and parts
# moved with easing, a camera that pushes in, pans and shakes), rendered to PNG frames with the
# project's sharp (scripts/render-film.ts) at 25 fps and encoded silent (no audio track) as WebM (VP9)
# and MP4 (H.264 fallback), each kept under 150 KB: the encoder's quality is lowered step by step until
# the file fits. The posters stay the stills of public/artwork/ (the `image:` beside each `clip:`).
# Run by hand when a film or the artwork changes (needs ffmpeg and the project's sharp; neither the
# build nor CI runs this): scripts/make-videos.sh [CLIP…] (all clips without arguments). To look at a
# film's frames without encoding: node scripts/film-sheet.ts OUT.png CLIP
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p public/videos
budget=$((150 * 1024))

# clip name (a film of scripts/draw/films.ts)  output size
clips=(
  "flagship-megatron-banner-desktop 640x360"
  "flagship-megatron-banner-mobile 360x480"
  "flagship-megatron-video 640x360"
  "flagship-megatron-action-walk 480x360"
  "flagship-megatron-action-salute 480x360"
  "flagship-megatron-action-cannon 480x360"
  "flagship-megatron-action-transform 480x360"
  "buzz-lightyear-space-ranger-alpha-wings 480x360"
  "buzz-lightyear-space-ranger-alpha-app 480x360"
)

# encode NAME OUT CRF ARGS…: encode the frames of NAME, raising CRF by 3 until OUT is within the budget
encode() {
  local frames=$1 out=$2 crf=$3; shift 3
  while :; do
    ffmpeg -v error -y -framerate 25 -i "$frames/%04d.png" -an -pix_fmt yuv420p "$@" -crf "$crf" "$out"
    bytes=$(stat -c %s "$out")
    if (( bytes <= budget )); then echo "$out $bytes bytes (crf $crf)"; return; fi
    if (( crf >= 50 )); then echo "$out is $bytes bytes at crf $crf, over 150 KB: simplify the film" >&2; exit 1; fi
    crf=$((crf + 3))
  done
}

for entry in "${clips[@]}"; do
  read -r clip size <<<"$entry"
  if (( $# )) && [[ " $* " != *" $clip "* ]]; then continue; fi
  node scripts/render-film.ts "$clip" "$size" "$work/$clip"
  encode "$work/$clip" "public/videos/$clip.webm" 30 -c:v libvpx-vp9 -b:v 0 -row-mt 1 -deadline good -cpu-used 2
  encode "$work/$clip" "public/videos/$clip.mp4" 23 -c:v libx264 -preset slow -profile:v main -movflags +faststart
  rm -rf "${work:?}/$clip"
done
