#!/usr/bin/env bash
# Tests blunderDB for Windows on Linux, under Debian's Wine (64-bit):
#   1. the root crate's test suite, cross-compiled for x86_64-pc-windows-gnu
#      and run under wine64 (CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER).
#      In release: the tests then build the very blunderdb.exe the installer
#      ships and the release dependencies it links, so step 2 compiles only
#      the app (one Windows build of the dependencies, not a debug and a
#      release one), and the slowest tests run several times faster.
#      Tests that need gnuBG, PostgreSQL or a Unix program are ignored on
#      Windows with their reason (#[cfg_attr(windows, ignore = "…")]); the
#      reasons and counts are printed. None of them is ignored on Linux.
#   2. the builds (scripts/windows-build.sh): both .exe, the installer, the zip;
#      the app links only system DLLs and WebView2Loader.dll (objdump -p).
#   3. the installer, silently under Wine: installs for all users, the
#      installed command line prints its version, imports the fixtures and
#      gives `stats`/`players` JSON equal byte for byte to the Linux build's;
#      uninstalls silently, its files and entries gone, the library kept.
#      Then the same for the current user alone.
# The window cannot be tested under Wine (no WebView2 there).
#
# Wine runs in a scratch prefix (WINEPREFIX) that downloads nothing (no Mono,
# no Gecko: WINEDLLOVERRIDES). Debian 12's Wine 8.0 lacks ProcessPrng, which
# Rust's standard library needs; a test-only stand-in DLL is built into the
# prefix (scripts/windows/bcryptprimitives.c says why). It is never shipped.
#
# The third-party data is read from ../shared (or $BLUNDERDB_SHARED).
# Options: --no-build skips step 2's build and uses what is in target/windows;
# --installer-only skips steps 1 and 2 (it checks the files already built).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
triple=x86_64-pc-windows-gnu
locked=()
[ -n "${CI:-}" ] && locked=(--locked)
fail() { echo "windows-test: FAIL: $*" >&2; exit 1; }
ok() { echo "  ok: $*"; }
started=$SECONDS

bash scripts/windows-setup.sh
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=$(command -v wine64) || fail "wine64 is missing"
shared="${BLUNDERDB_SHARED:-$root/../shared}"
[ -d "$shared/fixtures" ] || fail "$shared/fixtures is missing (set BLUNDERDB_SHARED)"
shared=$(cd "$shared" && pwd)
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)

scratch=$(mktemp -d)
cleanup() {
  WINEPREFIX="$scratch/prefix" "$(dirname "$wine64")/wineserver" -k 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
export WINEPREFIX="$scratch/prefix" WINEARCH=win64 WINEDEBUG=-all
# Mono and Gecko off: Wine would offer to download them.
export WINEDLLOVERRIDES="mscoree,mshtml="
echo "== windows: a scratch Wine prefix"
"$wine64" wineboot -i >/dev/null 2>&1 || fail "wineboot could not make a prefix"
sys32="$WINEPREFIX/drive_c/windows/system32"
x86_64-w64-mingw32-gcc -O2 -shared -Wl,--kill-at -o "$sys32/bcryptprimitives.dll" \
  scripts/windows/bcryptprimitives.c -ladvapi32
wine_user=$("$wine64" cmd /c 'echo %USERNAME%' 2>/dev/null | tr -d '\r')
appdata_local="$WINEPREFIX/drive_c/users/$wine_user/AppData/Local"
[ -d "$appdata_local" ] || fail "no $appdata_local in the prefix"

if [ "${1:-}" != --installer-only ]; then
echo "== windows: the test suite under Wine"
log="$scratch/tests.log"
set +e
CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER="$wine64" \
  cargo test "${locked[@]}" --release --target "$triple" --no-fail-fast 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
passed=$(sed -n 's/^test result: [a-zA-Z]*\. \([0-9][0-9]*\) passed.*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
failed=$(sed -n 's/^test result: .*; \([0-9][0-9]*\) failed.*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
ignored=$(sed -n 's/^test result: .*; \([0-9][0-9]*\) ignored.*/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
echo "== windows: skipped under Wine, by reason"
grep -o '\.\.\. ignored, .*' "$log" | sed 's/^\.\.\. ignored, //' | sort | uniq -c | sed 's/^/  /' || true
echo "windows tests under Wine: $passed passed, $failed failed, $ignored skipped"
[ "$status" = 0 ] || fail "the test suite failed under Wine (exit $status)"
[ "$passed" -gt 0 ] || fail "no test ran under Wine"

fi
case "${1:-}" in --no-build|--installer-only) ;; *) bash scripts/windows-build.sh ;; esac
out="$CARGO_TARGET_DIR/windows"
setup="$out/blunderDB-$version-setup.exe"
zipfile="$out/blunderDB-$version-windows-x64.zip"
stage="$out/files"
for f in "$setup" "$zipfile" "$stage/blunderdb.exe" "$stage/blunderdb-app.exe" "$stage/WebView2Loader.dll"; do
  [ -f "$f" ] || fail "$f was not built"
done

echo "== windows: what the programs link"
# Each imported DLL must come with Windows (it is in the prefix's system32,
# or it is one of Windows' API sets), or be WebView2Loader.dll beside the
# app. MinGW's runtime DLLs (libgcc, libstdc++, winpthread) must not be
# imported: a user's Windows does not have them. bcryptprimitives.dll is
# Windows 10 and 11's (the prefix's copy is the tests' stand-in).
ls "$sys32" | tr 'A-Z' 'a-z' > "$scratch/system32"
check_imports() {
  local exe=$1 allowed=$2 dll
  x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | tr -d '\r' | sort -u > "$scratch/imports"
  [ -s "$scratch/imports" ] || fail "$exe imports nothing: not a Windows program?"
  while read -r dll; do
    lower=$(echo "$dll" | tr 'A-Z' 'a-z')
    case "$lower" in
      libgcc*|libstdc++*|libwinpthread*) fail "$(basename "$exe") links MinGW's $dll" ;;
      api-ms-win-*|bcryptprimitives.dll) continue ;;
    esac
    if [ -n "$allowed" ] && [ "$lower" = "$allowed" ]; then continue; fi
    grep -qxF "$lower" "$scratch/system32" || fail "$(basename "$exe") links $dll, which Windows does not ship"
  done < "$scratch/imports"
  ok "$(basename "$exe") links $(paste -sd' ' "$scratch/imports")"
}
check_imports "$stage/blunderdb-app.exe" webview2loader.dll
check_imports "$stage/blunderdb.exe" ""
grep -qi webview2loader.dll "$scratch/imports" && fail "the command line links WebView2Loader.dll"
# (Outputs go to files first: `grep -q` ends a pipe early, and under
# pipefail the writer's broken pipe would fail the check.)
x86_64-w64-mingw32-objdump -p "$stage/blunderdb-app.exe" > "$scratch/app-headers"
grep -q "Subsystem.*(Windows GUI)" "$scratch/app-headers" \
  || fail "blunderdb-app.exe is not a windowed (GUI subsystem) program"
ok "blunderdb-app.exe opens no console window (GUI subsystem)"
# The version in the file properties (UTF-16 in the version resource).
for f in "$stage/blunderdb.exe" "$stage/blunderdb-app.exe" "$setup"; do
  strings -el "$f" > "$scratch/strings"
  grep -qxF "$version" "$scratch/strings" || fail "no version $version in $(basename "$f")'s properties"
done
ok "the version $version is in each program's properties"

echo "== windows: the zip"
unzip -l "$zipfile" > "$scratch/zip"
for f in blunderdb.exe blunderdb-app.exe WebView2Loader.dll; do
  grep -q "blunderDB-$version/$f\$" "$scratch/zip" || fail "$f is not in the zip"
done
ok "the zip holds both programs and the DLL"
mkdir -p "$scratch/portable" && unzip -q "$zipfile" -d "$scratch/portable"
cmp "$scratch/portable/blunderDB-$version/blunderdb-app.exe" "$stage/blunderdb-app.exe" \
  || fail "the zip's app is not the one built"

echo "== windows: the figures on Linux (the reference)"
linux_cli="$CARGO_TARGET_DIR/debug/blunderdb"
cargo build "${locked[@]}" -q --bin blunderdb
inputs=("$shared/fixtures/sgf" "$shared/fixtures/xg" "$shared/fixtures/mat" "$shared/fixtures/txt" "$root/fixtures")
"$linux_cli" --db "$scratch/linux.db" import "${inputs[@]}" > "$scratch/linux-import.txt" 2>&1 \
  || fail "the Linux import failed: $(tail -n 3 "$scratch/linux-import.txt")"
for c in stats players; do "$linux_cli" --db "$scratch/linux.db" "$c" --format json > "$scratch/linux-$c.json"; done
matches=$(grep -c '^imported' "$scratch/linux-import.txt" || true)
[ "$matches" -ge 50 ] || fail "only $matches matches imported on Linux (the fixtures hold 62)"

# Unix paths as Wine's Z: drive names them.
winpath() { echo "Z:$1" | tr '/' '\\'; }
installed_run() { "$wine64" "$1" "${@:2}" 2>&1 | tr -d '\r'; }

# install MODE FOLDER: installs silently for MODE (AllUsers, CurrentUser),
# checks the installed programs and figures, uninstalls, checks what is gone
# and what is kept.
install_and_check() {
  local mode=$1 dir=$2 windir=$3 key envkey
  echo "== windows: the installer, silently, for $mode"
  if [ "$mode" = AllUsers ]; then
    key='HKLM'; envkey='HKLM\SYSTEM\CurrentControlSet\Control\Session Manager\Environment'
  else
    key='HKCU'; envkey='HKCU\Environment'
  fi
  path_has_it() {
    "$wine64" reg query "$envkey" /v Path > "$scratch/path" 2>/dev/null || true
    grep -Fqi "$windir" "$scratch/path"
  }
  "$wine64" "$setup" /S "/$mode" || fail "the installer exited with $?"
  "$(dirname "$wine64")/wineserver" -w
  for f in blunderdb.exe blunderdb-app.exe WebView2Loader.dll uninstall.exe; do
    [ -f "$dir/$f" ] || fail "$f was not installed in $dir"
  done
  cmp "$dir/blunderdb-app.exe" "$stage/blunderdb-app.exe" || fail "the installed app is not the one built"
  cmp "$dir/WebView2Loader.dll" "$stage/WebView2Loader.dll" || fail "the installed DLL is not the one built"
  ok "installed in $dir"
  "$wine64" reg query "$key\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\blunderDB" > "$scratch/reg" 2>&1 \
    || fail "no uninstall entry under $key"
  grep -q "DisplayVersion.*$version" "$scratch/reg" || fail "the uninstall entry has no version $version"
  ok "listed in Apps ($key), version $version"
  find "$WINEPREFIX/drive_c" -name 'blunderDB.lnk' -path '*Start Menu*' > "$scratch/links"
  [ -s "$scratch/links" ] || fail "no Start-menu entry"
  ok "Start-menu entry"
  path_has_it || fail "$windir was not added to PATH ($envkey)"
  ok "the command line's folder added to PATH"

  local cli="$dir/blunderdb.exe" said
  said=$(installed_run "$cli" --version)
  [ "$said" = "blunderdb $version" ] || fail "the installed blunderdb.exe --version said: $said"
  ok "blunderdb.exe --version: $said"
  # The default library: %LOCALAPPDATA%\blunderdb\library.db.
  local lib="$appdata_local/blunderdb/library.db" win_inputs=() i
  rm -rf "$appdata_local/blunderdb"
  for i in "${inputs[@]}"; do win_inputs+=("$(winpath "$i")"); done
  installed_run "$cli" import "${win_inputs[@]}" > "$scratch/wine-import.txt" || fail "the import under Wine failed"
  [ -f "$lib" ] || fail "the library is not in %LOCALAPPDATA%\\blunderdb"
  ok "the library is made in %LOCALAPPDATA%\\blunderdb\\library.db"
  [ "$(grep -c '^imported' "$scratch/wine-import.txt")" = "$matches" ] || fail "not $matches matches imported under Wine"
  grep '^imported' "$scratch/wine-import.txt" > "$scratch/imported"
  grep -q '/' "$scratch/imported" && fail "a path with a forward slash in the import report: $(grep -m1 '/' "$scratch/imported")"
  for c in stats players; do
    installed_run "$cli" "$c" --format json > "$scratch/wine-$c.json"
    cmp "$scratch/linux-$c.json" "$scratch/wine-$c.json" || fail "$c --format json differs from Linux's"
    ok "$c --format json equals Linux's byte for byte ($(stat -c %s "$scratch/wine-$c.json") bytes, $matches matches)"
  done
  installed_run "$dir/uninstall.exe" /S "/$mode" > /dev/null || true
  "$(dirname "$wine64")/wineserver" -w
  [ ! -e "$dir" ] || fail "$dir is still there after uninstalling: $(ls "$dir")"
  "$wine64" reg query "$key\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\blunderDB" >/dev/null 2>&1 \
    && fail "the uninstall entry is still there"
  find "$WINEPREFIX/drive_c" -name 'blunderDB.lnk' > "$scratch/links"
  [ -s "$scratch/links" ] && fail "a shortcut is still there: $(cat "$scratch/links")"
  path_has_it && fail "$windir is still in PATH after uninstalling"
  [ -f "$lib" ] || fail "uninstalling removed the user's library"
  ok "uninstalled silently: files, entry and shortcut gone, the library kept"
}
install_and_check AllUsers "$WINEPREFIX/drive_c/Program Files/blunderDB" 'C:\Program Files\blunderDB'
install_and_check CurrentUser "$appdata_local/Programs/blunderDB" "C:\\users\\$wine_user\\AppData\\Local\\Programs\\blunderDB"

echo "windows-test: all passed in $((SECONDS - started)) s"
