#!/usr/bin/env bash
# Checks the built app image as a user without a JDK would run it: only /usr/bin:/bin on PATH,
# no JAVA_HOME. Run after `./mvnw -DskipTests -Ppackage install`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
image="$here/target/copydesk/bin/copydesk"
vectors="${1:-$here/../../shared/spec/vectors/bundle}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
run() { env -i PATH=/usr/bin:/bin HOME="$work" "$image" "$@"; }
run --version
run --store "$work/s.db" import --json "$vectors" | tee "$work/import.json"
grep -q '"imported" : 5' "$work/import.json"
run --store "$work/s.db" check >/dev/null || [ $? -eq 1 ]
echo "app image OK: runs its own runtime with no JDK on PATH"
