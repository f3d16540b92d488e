#!/usr/bin/env bash
# The table of `make test`'s stages: how long each took and how it ended (written by scripts/stage.sh),
# in the order they finished, then the named stages that never ran (after a failed one), and the wall time of the
# whole run (its start in seconds since the epoch).
#   scripts/stage-report.sh START_SECONDS [STAGE...]
set -uo pipefail
start=$1
shift
echo
echo "── make test: stages ──"
printf '%-10s %9s  %s\n' stage seconds result
for file in dist/test-stages/*; do
  [ -f "$file" ] || continue
  read -r ms finished result < "$file"
  printf '%s %-10s %9s  %s\n' "$finished" "$(basename "$file")" "$(awk "BEGIN { printf \"%.1f\", $ms / 1000 }")" "$result"
done | sort | cut -d' ' -f2-
for name in "$@"; do
  [ -f "dist/test-stages/$name" ] || printf '%-10s %9s  %s\n' "$name" - 'not run (a stage it needs failed)'
done
printf '%-10s %9s\n' 'wall' "$(( $(date +%s) - start ))"
