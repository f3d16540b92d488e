#!/usr/bin/env bash
# One stage of `make test`: runs the command with each line of its output prefixed by the stage's
# name (stages run side by side under make -j), then records how long it took and how it ended in
# dist/test-stages/<name> for scripts/stage-report.sh.
#   scripts/stage.sh NAME COMMAND [ARG...]
set -uo pipefail
name=$1
shift
mkdir -p dist/test-stages
start=$(date +%s%N)
"$@" 2>&1 | sed -u "s/^/[$name] /"
status=${PIPESTATUS[0]}
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
result=$([ "$status" -eq 0 ] && echo ok || echo "FAILED (exit $status)")
printf '%s %s %s\n' "$elapsed" "$(date -u +%FT%TZ)" "$result" > "dist/test-stages/$name"
printf '[%s] %s in %d.%01d s\n' "$name" "$result" $((elapsed / 1000)) $((elapsed % 1000 / 100))
exit "$status"
