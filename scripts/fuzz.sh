#!/usr/bin/env bash
# Fuzzes the readers and import with cargo-fuzz (libFuzzer; needs the
# nightly toolchain), then keeps a minimised corpus in fuzz/corpus/, which
# `cargo test` replays on stable (tests/fuzz_corpus.rs).
#
#   bash scripts/fuzz.sh [SECONDS per target, default 1800] [TARGET ...]
#
# MAX_LEN (default 16384) bounds the inputs the fuzzer makes: longer seeds
# are read as their first MAX_LEN bytes, so small inputs run fast and the
# kept corpus stays small enough to live in the repository. MAX_LEN=1048576
# fuzzes whole real matches (slowly; nothing of that run is kept).
#
# Targets: sgf mat xg import. Seeds: the kept corpus, the project's own
# fixtures/ and ../shared/fixtures (read at run time; copies of those files
# are never kept in fuzz/corpus/). Findings land in fuzz/artifacts/<target>/;
# turn each into a regression input under fuzz/regressions/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-1800}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(sgf mat xg import)
shared=${BLUNDERDB_SHARED:-../shared}
max_len=${MAX_LEN:-16384}

command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal

seeds() {
  case "$1" in
    sgf) find fixtures "$shared/fixtures/sgf" -name '*.sgf' ;;
    mat) find fixtures "$shared/fixtures/mat" "$shared/fixtures/txt" -name '*.mat' -o -name '*.txt' ;;
    xg) find "$shared/fixtures/xg" -name '*.xg' ;;
    import) find fixtures "$shared/fixtures" -type f \( -name '*.sgf' -o -name '*.mat' -o -name '*.txt' -o -name '*.xg' \) ;;
  esac 2>/dev/null
}

for t in "${targets[@]}"; do
  work=fuzz/work/$t-$max_len
  # The kept corpus: inputs up to 8 KB (an XG file needs more to reach its
  # first record), so the repository carries a few MB.
  keep_len=8192
  [ "$t" = xg ] && keep_len=$max_len
  mkdir -p "$work" "fuzz/corpus/$t"
  cp -n fuzz/corpus/"$t"/* fuzz/work/"$t"/* "$work"/ 2>/dev/null || true
  seeds "$t" | while read -r f; do cp -n "$f" "$work/seed-$(basename "$f")"; done
  echo "== $t: $(ls "$work" | wc -l) inputs, ${secs}s"
  # -timeout: an input that takes 10 s is a hang; -rss_limit_mb: the
  # process's own ceiling (the per-byte bound is checked inside the target).
  cargo +nightly fuzz run "$t" "$work" -- \
    -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
    -print_final_stats=1 2>&1 | tee "$work.log" | grep -E '^(#[0-9]+ *(INITED|DONE|pulse)|stat::|==[0-9]+== ERROR|SUMMARY)' || true
  # Keep the inputs that add coverage, except verbatim third-party files.
  cargo +nightly fuzz cmin "$t" "$work" -- -max_len="$max_len" >/dev/null 2>&1 || true
  third_party=$(seeds "$t" | xargs -r sha1sum | cut -c1-40 | sort -u)
  rm -f fuzz/corpus/"$t"/*
  for f in "$work"/*; do
    case "$(basename "$f")" in seed-*) continue ;; esac
    [ "$(stat -c %s "$f")" -le "$keep_len" ] || continue
    sum=$(sha1sum "$f" | cut -c1-40)
    grep -qx "$sum" <<<"$third_party" && continue
    cp "$f" "fuzz/corpus/$t/${sum:0:16}"
  done
  echo "== $t: kept $(ls "fuzz/corpus/$t" | wc -l) corpus inputs"
done
