#!/usr/bin/env bash
# A "before" copy for A/B benchmarks: the working tree (others' work included) with the named files
# (or folders) as they are at a git revision, so a bench can run before and after one change at the
# same moment on the same machine. Read-only towards the repository (git show / ls-tree only).
#   scripts/ab-snapshot.sh HEAD /tmp/before vite.config.ts server/main.ts src/i18n
#   cd /tmp/before && DIST_DIR=dist-bench npm run build && npm run bench -- pages load
# Files the revision does not have are removed from the copy. node_modules is linked, not copied.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 REV DEST PATH..." >&2
  exit 2
fi
rev=$1 dest=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$dest"
mkdir -p "$dest"
tar -C "$root" --exclude=./node_modules --exclude='./dist*' --exclude=./data --exclude=./.git -cf - . | tar -C "$dest" -xf -
ln -s "$root/node_modules" "$dest/node_modules"
for path in "$@"; do
  rm -rf "${dest:?}/$path"
  git -C "$root" ls-tree -r --name-only "$rev" -- "$path" | while read -r file; do
    mkdir -p "$dest/$(dirname "$file")"
    git -C "$root" show "$rev:$file" > "$dest/$file"
  done
done
echo "$dest: working tree with $* as of $rev"
