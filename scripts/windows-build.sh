#!/usr/bin/env bash
# Builds blunderDB for 64-bit Windows on Debian/Ubuntu, from Debian's
# packages and crates alone (scripts/windows-setup.sh installs them):
#   blunderdb.exe                        the command line
#   blunderdb-app.exe + WebView2Loader.dll  the desktop app
#   blunderDB-<version>-setup.exe        the installer (makensis, scripts/windows/installer.nsi)
#   blunderDB-<version>-windows-x64.zip  the portable zip (the two .exe and the DLL)
# all in $CARGO_TARGET_DIR/windows/ (target/windows/ by default).
#
# Target x86_64-pc-windows-gnu, linked by MinGW-w64; the icons and version
# resources are compiled by x86_64-w64-mingw32-windres (build.rs for the
# command line, tauri-build for the app). Tauri's own NSIS bundler is not
# used: it downloads a plugin from outside the package registries.
#
# Options: --no-app builds the command line, and no app, installer or zip.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
triple=x86_64-pc-windows-gnu
locked=()
[ -n "${CI:-}" ] && locked=(--locked)
started=$SECONDS

bash scripts/windows-setup.sh

version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
[ -n "$version" ] || { echo "windows-build: no [workspace.package] version in Cargo.toml" >&2; exit 1; }
release="$CARGO_TARGET_DIR/$triple/release"
out="$CARGO_TARGET_DIR/windows"
mkdir -p "$out"

echo "== windows: the command line (release)"
cargo build "${locked[@]}" -q --release --target "$triple" -p blunderdb --bin blunderdb
if [ "${1:-}" = --no-app ]; then
  cp "$release/blunderdb.exe" "$out/"
  echo "== windows: built in $((SECONDS - started)) s"
  exit 0
fi

echo "== windows: the desktop app (release, the UI embedded)"
# custom-protocol: the window loads the UI built into the program, as
# `tauri build` makes it (no development server).
cargo build "${locked[@]}" -q --release --target "$triple" -p blunderdb-app \
  --features custom-protocol --bin blunderdb-app

dll="$release/WebView2Loader.dll"
[ -f "$dll" ] || { echo "windows-build: tauri-build placed no $dll" >&2; exit 1; }

stage="$out/files"
rm -rf "$stage"
mkdir -p "$stage"
cp "$release/blunderdb.exe" "$release/blunderdb-app.exe" "$dll" "$stage/"
# MinGW's release programs keep their symbol tables (a quarter of their
# size); users get them stripped. Cargo's profile is left alone, so the
# tests' release build and this one share their artefacts.
x86_64-w64-mingw32-strip "$stage/blunderdb.exe" "$stage/blunderdb-app.exe"
cp src-tauri/icons/icon.ico "$stage/icon.ico"
# Windows' Notepad reads CRLF line ends.
sed 's/$/\r/' LICENSE > "$stage/LICENSE.txt"

echo "== windows: the installer (makensis)"
setup="$out/blunderDB-$version-setup.exe"
makensis -V2 -DVERSION="$version" -DFILES="$stage" -DOUTFILE="$setup" scripts/windows/installer.nsi

echo "== windows: the portable zip"
zipfile="$out/blunderDB-$version-windows-x64.zip"
rm -f "$zipfile"
portable="$out/portable/blunderDB-$version"
rm -rf "$out/portable"
mkdir -p "$portable"
cp "$stage/blunderdb.exe" "$stage/blunderdb-app.exe" "$stage/WebView2Loader.dll" "$stage/LICENSE.txt" "$portable/"
(cd "$out/portable" && zip -q -r -X "$zipfile" "blunderDB-$version")

echo "== windows: built in $((SECONDS - started)) s"
for f in "$stage/blunderdb.exe" "$stage/blunderdb-app.exe" "$stage/WebView2Loader.dll" "$setup" "$zipfile"; do
  printf '  %-60s %s bytes\n' "${f#"$CARGO_TARGET_DIR"/}" "$(stat -c %s "$f")"
done
