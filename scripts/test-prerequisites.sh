#!/usr/bin/env bash
# What `make test` needs besides npm's packages, checked before anything runs (docs/testing.md):
#   chromium and chromium-headless-shell  the browser tests (Playwright drives Debian's browser; none can be downloaded)
#   fonts-noto-cjk                        kr, jp and cn pages drawn as visitors see them, not as boxes
#   Java 17+                              the Nu HTML Checker, run on the system's java (package.json allowScripts denies vnu-jar's postinstall, which would download a JDK)
#   PostgreSQL                            the service tests' second database (scripts/test-postgres.sh)
#   varnish and varnish-modules           e2e/varnish.e2e.ts: the site behind a real varnishd, purged by tag with the xkey vmod
# Installs what is missing with apt-get when it can (root on Debian); otherwise stops with the one command to run.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
{ command -v fc-list >/dev/null 2>&1 && fc-list : family | grep 'Noto Sans CJK' >/dev/null; } || missing+=(fonts-noto-cjk)
java_major=$( (java -version 2>&1 || true) | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
[ "${java_major:-0}" -ge 17 ] 2>/dev/null || missing+=(default-jre-headless)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v varnishd >/dev/null 2>&1 || missing+=(varnish)
ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1 || missing+=(varnish-modules)

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "make test: installing ${missing[*]} (Debian packages)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "make test needs ${missing[*]}. Install them first:" >&2
echo "  sudo apt-get install -y ${missing[*]}" >&2
exit 1
