#!/usr/bin/env bash
# Builds the self-contained app image (its own jlinked runtime) and, where the platform tools
# exist, a .deb. Called by the `package` profile: jpackage.sh TARGET VERSION MODULES ICON
set -euo pipefail
target="$1" version="$2" modules="$3" icon="$4"
java_home="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
jpackage="$java_home/bin/jpackage"
main_jar="$(cd "$target/input" && ls app-*.jar)"

rm -rf "$target/copydesk" "$target/runtime"
"$java_home/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --compress=2 --output "$target/runtime"
"$jpackage" --type app-image --dest "$target" --name copydesk --app-version "$version" \
  --vendor "copydesk contributors" --description "Editorial review workstation" --icon "$icon" \
  --input "$target/input" --main-jar "$main_jar" --main-class org.copydesk.app.Main \
  --runtime-image "$target/runtime" --java-options "-Xss4m"
echo "app image: $target/copydesk/bin/copydesk"

if command -v dpkg-deb >/dev/null 2>&1 && command -v fakeroot >/dev/null 2>&1; then
  "$jpackage" --type deb --dest "$target" --app-image "$target/copydesk" --name copydesk \
    --app-version "$version" --vendor "copydesk contributors" --description "Editorial review workstation" \
    --linux-shortcut --linux-menu-group Office --icon "$icon"
  echo "installer: $(ls "$target"/*.deb)"
else
  echo "no dpkg-deb/fakeroot here: skipped the .deb"
fi
