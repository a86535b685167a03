#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser download is possible on these machines). The CJK fonts
# make the Chinese pages render as a reader sees them (without them the screenshots and the layout checks
# measure boxes of missing-glyph squares, whose widths differ from real characters). Poppler's pdftotext lays out
# the drawn PDFs for the overlap test (server/modules/documents/demo-pdfs-layout.process.test.ts).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${need[*]} for the browser tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
command -v chromium
