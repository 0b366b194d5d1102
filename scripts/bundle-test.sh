#!/usr/bin/env bash
# Tests the bundles as a user gets them: builds them (scripts/bundle.sh),
# unpacks the .deb into a scratch root with dpkg-deb -x (what dpkg -i would
# put on disk, without touching this machine's /usr) and checks
#   - the control file: version, Depends (WebKitGTK, GTK), Recommends (gnubg);
#   - the menu entry (desktop-file-validate) and the icons in their sizes;
#   - the command line from the scratch root: --version prints the workspace
#     version, import of the project's gnuBG matches and the figures;
#   - the installed app under Xvfb: its window shows the loaded UI (a
#     screenshot, not blank), and its About box shows the same version
#     (driven through tauri-driver → WebKitWebDriver);
#   - the .rpm lists /usr/bin/blunderdb and the app.
# Screenshots stay in $CARGO_TARGET_DIR/bundle-test/. `--no-build` reuses the
# bundles already built. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$here/target}"
fail() { echo "bundle-test: FAIL: $*" >&2; exit 1; }
ok() { echo "  ok: $*"; }

# What the checks need beyond scripts/app-setup.sh: rpm (to read the .rpm),
# desktop-file-validate, xwininfo. Installed as root; missing tools fail.
extra=()
for p in rpm desktop-file-utils x11-utils; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || extra+=("$p")
done
if [ ${#extra[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then fail "install first: sudo apt-get install ${extra[*]}"; fi
  echo "bundle-test: apt-get install ${extra[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${extra[@]}" >/dev/null
fi
for t in dpkg-deb rpm desktop-file-validate xvfb-run xdotool xwininfo import identify tauri-driver python3; do
  command -v "$t" >/dev/null || fail "$t is missing (scripts/app-setup.sh installs it)"
done

if [ "${1:-}" != --no-build ]; then bash scripts/bundle.sh; fi

version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
[ -n "$version" ] || fail "no [workspace.package] version in Cargo.toml"
arch=$(dpkg --print-architecture)
deb="$CARGO_TARGET_DIR/release/bundle/deb/blunderDB_${version}_${arch}.deb"
rpmfile=$(ls "$CARGO_TARGET_DIR"/release/bundle/rpm/blunderDB-"$version"-1.*.rpm 2>/dev/null | head -n1 || true)
[ -f "$deb" ] || fail "$deb was not built"
[ -n "$rpmfile" ] || fail "no .rpm for $version in $CARGO_TARGET_DIR/release/bundle/rpm"
echo "bundle-test: $deb ($(du -h "$deb" | cut -f1)), $rpmfile ($(du -h "$rpmfile" | cut -f1))"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
out="$CARGO_TARGET_DIR/bundle-test"
mkdir -p "$out"

echo "== .deb: control file"
dpkg-deb -x "$deb" "$root"
field() { dpkg-deb -f "$deb" "$1"; }
# Tauri names the package after productName, kebab-cased: blunderDB -> blunder-db.
[ "$(field Package)" = blunder-db ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), Cargo.toml says $version"
depends=$(field Depends)
for d in libwebkit2gtk-4.1-0 libgtk-3-0; do
  grep -qw -- "$d" <<<"$depends" || fail "Depends lacks $d: $depends"
done
grep -qw gnubg <<<"$(field Recommends)" || fail "Recommends lacks gnubg: $(field Recommends)"
ok "blunder-db $version; Depends: $depends; Recommends: $(field Recommends)"

echo "== .deb: files"
for b in usr/bin/blunderdb usr/bin/blunderdb-app; do
  [ -x "$root/$b" ] || fail "/$b is not in the package"
done
desktop=$root/usr/share/applications/blunderDB.desktop
[ -f "$desktop" ] || fail "no menu entry: $(cd "$root" && find . -name '*.desktop')"
desktop-file-validate "$desktop" || fail "the menu entry is not valid"
grep -qx 'Exec=blunderdb-app' "$desktop" || fail "menu entry runs: $(grep '^Exec=' "$desktop")"
grep -qx 'Name=blunderDB' "$desktop" || fail "menu entry is named: $(grep '^Name=' "$desktop")"
icon=$(sed -n 's/^Icon=//p' "$desktop")
ok "menu entry: $(grep -E '^(Name|Exec|Icon|Categories)=' "$desktop" | tr '\n' ' ')"
for size in 32x32 64x64 128x128 256x256@2 512x512; do
  png="$root/usr/share/icons/hicolor/$size/apps/$icon.png"
  [ -f "$png" ] || fail "no $size icon: $(cd "$root" && find usr/share/icons -name '*.png')"
  px=${size%@2}
  [ "$(identify -format '%wx%h' "$png")" = "$px" ] || fail "$png is $(identify -format '%wx%h' "$png")"
done
ok "icons: $(cd "$root/usr/share/icons/hicolor" && ls -d */apps/"$icon".png | tr '\n' ' ')"
# The README's one-command install, simulated (apt resolves the Depends).
apt-get install -s "$deb" >"$scratch/apt.txt" 2>&1 || { cat "$scratch/apt.txt"; fail "apt cannot install $deb"; }
grep -q '^Inst blunder-db ' "$scratch/apt.txt" || { cat "$scratch/apt.txt"; fail "apt would not install blunder-db"; }
ok "apt install $deb resolves (simulated)"
missing=$(ldd "$root/usr/bin/blunderdb-app" | grep 'not found' || true)
[ -z "$missing" ] || fail "the app needs libraries the Depends do not bring: $missing"

echo "== the command line from the package"
cli=$root/usr/bin/blunderdb
got=$("$cli" --version)
[ "$got" = "blunderdb $version" ] || fail "blunderdb --version printed '$got', expected 'blunderdb $version'"
ok "$got"
lib=$scratch/library.db
"$cli" --db "$lib" import fixtures/gnubg/*.sgf >"$scratch/import.txt" ||
  { cat "$scratch/import.txt"; fail "import failed"; }
tail -n 2 "$scratch/import.txt"
matches=$("$cli" --db "$lib" stats --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["matches"])')
[ "$matches" = 20 ] || fail "the library has $matches matches, the 20 of fixtures/gnubg expected"
stats=$("$cli" --db "$lib" stats)
echo "$stats"
grep -q 'PR' <<<"$stats" || fail "stats printed no PR"
ok "20 matches imported, figures printed"

echo "== the installed app under Xvfb"
export BLUNDERDB_DB=$lib XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config
app=$root/usr/bin/blunderdb-app
shot=$out/window.png
# A shell inside xvfb-run: start the app, wait for its window, then take
# screenshots of the whole screen until the page has drawn (WebKit paints
# a few seconds after the window maps, later on a loaded machine). A blank
# or failed page is one or two flat colours; the Stats tab with its figures,
# histogram and text has a thousand or more.
xvfb-run -a -s "-screen 0 1280x900x24" bash -c '
  set -u
  "$0" 2>"$1.stderr" & pid=$!
  trap "kill $pid 2>/dev/null; wait $pid 2>/dev/null" EXIT
  wid=""
  for _ in $(seq 1 120); do
    wid=$(xdotool search --onlyvisible --name "^blunderDB$" 2>/dev/null | head -n1 || true)
    [ -n "$wid" ] && break
    kill -0 $pid 2>/dev/null || { echo "the app exited" >&2; exit 1; }
    sleep 0.25
  done
  [ -n "$wid" ] || { echo "no blunderDB window within 30 s" >&2; exit 1; }
  xwininfo -id "$wid" | grep -E "Width|Height|Map State" >"$1.wininfo"
  for _ in $(seq 1 60); do
    sleep 0.5
    import -window root "$1"
    [ "$(identify -format %k "$1")" -gt 500 ] && break
  done
  exit 0
' "$app" "$shot" || fail "the installed app did not show its window (stderr: $(cat "$shot.stderr" 2>/dev/null))"
grep -q IsViewable "$shot.wininfo" || fail "the window is not viewable: $(cat "$shot.wininfo")"
colours=$(identify -format '%k' "$shot")
[ "$colours" -gt 500 ] || fail "the window stayed blank for 30 s: $colours colours in $shot"
ok "window $(tr -s ' \n' ' ' <"$shot.wininfo"); screenshot $shot ($colours colours)"

echo "== the installed app's About box (tauri-driver)"
xvfb-run -a -s "-screen 0 1280x900x24" /usr/bin/python3 scripts/bundle-about.py "$app" "$version" "$out/about.png" ||
  fail "the About box does not show $version"

echo "== .rpm"
listing=$(rpm -qlp "$rpmfile" 2>/dev/null)
for f in /usr/bin/blunderdb /usr/bin/blunderdb-app /usr/share/applications/blunderDB.desktop; do
  grep -qx "$f" <<<"$listing" || fail "the .rpm lacks $f"
done
[ "$(rpm -qp --qf '%{VERSION}' "$rpmfile" 2>/dev/null)" = "$version" ] || fail "the .rpm's version is not $version"
rpm -qp --recommends "$rpmfile" 2>/dev/null | grep -qw gnubg || fail "the .rpm does not recommend gnubg"
ok "$(basename "$rpmfile"): /usr/bin/blunderdb, the app and the menu entry; recommends gnubg"

echo "bundle-test: all passed"
