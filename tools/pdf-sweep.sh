#!/usr/bin/env bash
# Runs `copydesk extract` over every PDF under the given folders and over hostile variants made
# from each (cut in half, a junk byte before the header, 1 KiB zeroed in the middle, every 997th from byte 512 on
# byte flipped), one process per file, and counts: extracted / refused in one line / crashed / hung,
# with the peak resident set of each process (/usr/bin/time -v). Nothing is kept or committed.
# Usage: tools/pdf-sweep.sh DIR... (docs/reliability.md)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data"
mkdir -p "$work/in"
n=0
while IFS= read -r -d '' pdf; do
  n=$((n + 1))
  base="$work/in/$n-$(basename "$pdf" .pdf)"
  cp "$pdf" "$base.pdf"
  size=$(stat -c %s "$pdf")
  head -c $((size / 2)) "$pdf" > "$base-half.pdf"
  { printf 'X'; cat "$pdf"; } > "$base-junk.pdf"
  cp "$pdf" "$base-zeroed.pdf"
  dd if=/dev/zero of="$base-zeroed.pdf" bs=1 seek=$((size / 2)) count=1024 conv=notrunc status=none
  python3 -c 'import sys; b=bytearray(open(sys.argv[1],"rb").read()); b[512::997]=bytes(x^0xFF for x in b[512::997]); open(sys.argv[2],"wb").write(b)' \
    "$pdf" "$base-flipped.pdf"
done < <(find "$@" -type f -iname '*.pdf' -print0)

extracted=0 refused=0 crashed=0 hung=0 peak=0
for f in "$work"/in/*.pdf; do
  /usr/bin/time -f '%M' -o "$work/rss" timeout 120 "$here/copydesk" extract "$f" > "$work/out" 2> "$work/err"
  code=$?
  rss=$(tail -n 1 "$work/rss" | tr -cd 0-9); [ -n "$rss" ] && [ "$rss" -gt "$peak" ] && peak=$rss
  lines=$(wc -l < "$work/err")
  if [ $code -eq 124 ] || [ $code -eq 137 ]; then hung=$((hung + 1)); what=hung
  elif [ $code -eq 0 ] && [ "$lines" -eq 0 ]; then extracted=$((extracted + 1)); what=extracted
  elif [ $code -eq 2 ] && [ "$lines" -eq 1 ] && ! grep -q -e Exception -e $'^\tat ' "$work/err"; then
    refused=$((refused + 1)); what=refused
  else crashed=$((crashed + 1)); what=crashed
  fi
  printf '%-9s %6s KiB  %s  %s\n' "$what" "${rss:-?}" "${f##*/}" "$(head -c 160 "$work/err" | head -n 1)"
done
echo "files $((extracted + refused + crashed + hung)): extracted $extracted, refused in one line $refused," \
  "crashed $crashed, hung $hung; peak resident $((peak / 1024)) MiB"
