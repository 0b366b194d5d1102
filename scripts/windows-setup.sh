#!/usr/bin/env bash
# Installs what building and testing blunderDB for Windows needs on a
# Debian/Ubuntu machine (as root; or run the apt-get line with sudo):
#   - Rust's x86_64-pc-windows-gnu target (rustup);
#   - the MinGW-w64 compiler, linker and windres (gcc-mingw-w64-x86-64,
#     binutils-mingw-w64-x86-64);
#   - NSIS (makensis) for the installer, zip for the portable archive;
#   - Wine (wine, wine64) for the tests: 64-bit only, so no i386
#     multiarch is needed (the installer is 64-bit too).
# Everything comes from Debian's packages and rustup; nothing is downloaded
# from elsewhere.
set -euo pipefail

need=()
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
command -v x86_64-w64-mingw32-windres >/dev/null || need+=(binutils-mingw-w64-x86-64)
command -v makensis >/dev/null || need+=(nsis)
command -v zip >/dev/null || need+=(zip)
command -v unzip >/dev/null || need+=(unzip)
[ -x /usr/lib/wine/wine64 ] || command -v wine64 >/dev/null || need+=(wine wine64)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "windows-setup: install first: sudo apt-get install ${need[*]}" >&2
    exit 1
  fi
  echo "windows-setup: apt-get install ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if ! rustup target list --installed 2>/dev/null | grep -qx x86_64-pc-windows-gnu; then
  echo "windows-setup: rustup target add x86_64-pc-windows-gnu"
  rustup target add x86_64-pc-windows-gnu >/dev/null
fi
