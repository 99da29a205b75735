#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of Tools/fuzz (no SwiftPM, no network).
#
#   Tools/fuzz/run.sh [TARGET|all] [SECONDS]      (defaults: all, 30)
#
# Targets: vfl, equation, layoutfile-json, layoutfile-yaml, solver.
#
# Inputs in Tools/fuzz/regressions/TARGET (ones that once failed) are replayed first, once each.
#
# Everything built or written goes to ${FUZZ_BUILD:-/tmp/fuzz-build}: module objects and binaries (rebuilt when a
# source is newer or the compile command changed), a scratch copy of each seed corpus (runs/TARGET/corpus, so the seeds in the repository never
# change), the libFuzzer log (runs/TARGET/fuzz.log) and crash/leak/timeout artifacts (crashes/TARGET/).
# The module sources are compiled with -sanitize=fuzzer,address (coverage + AddressSanitizer; LeakSanitizer stays
# on), Cassowary with edge coverage only. Yams, which LayoutFile needs, comes from $YAMS_SRC, else .build/checkouts/Yams, else a clone of the
# revision in Package.resolved from the local package mirror (/opt/swift-packages, or git's url rewriting).
#
# Prints `TARGET: N executions in S s, 0 crashes` per target; exits non-zero when a target finds anything.
# Leaks count as findings; FUZZ_DETECT_LEAKS=0 turns LeakSanitizer off (to look for crashes past a known leak).
# Extra libFuzzer flags can be given in $FUZZ_FLAGS (e.g. FUZZ_FLAGS=-seed=1 to repeat a run).
# FUZZ_RESUME=1 starts from the corpus the last run left in runs/TARGET/corpus (a long run done in segments); the
# previous segment's log is kept as fuzz.log.1.
# FUZZ_JOBS=N runs N libFuzzer processes at once on one shared corpus (-jobs=N -workers=N); each logs to
# runs/TARGET/fuzz-K.log and stops at the limits given (so -runs=5000000 with FUZZ_JOBS=2 makes 10 million in all),
# and the summary adds up their executions.
# FUZZ_ASAN=0 builds without AddressSanitizer (and so without LeakSanitizer) into obj-no-asan/, bin-no-asan/ and
# modules-no-asan/: the solver target runs about four times faster, but the solver's own unsafe buffers (the
# expansion's RowAccumulator and PendingOrders) are then unchecked; Swift's bounds and overflow checks still trap
# elsewhere. Summaries then say so.
set -euo pipefail

readonly ALL_TARGETS=(vfl equation layoutfile-json layoutfile-yaml solver)

usage() {
  sed -n '2,4p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  echo "Targets: ${ALL_TARGETS[*]}"
}

target_arg=${1:-all}
seconds=${2:-30}
if [[ $target_arg == -h || $target_arg == --help ]]; then usage; exit 0; fi
if [[ $# -gt 2 || ! $seconds =~ ^[0-9]+$ || $seconds -eq 0 ]]; then usage >&2; exit 2; fi
if [[ $target_arg == all ]]; then
  targets=("${ALL_TARGETS[@]}")
else
  case " ${ALL_TARGETS[*]} " in
    *" $target_arg "*) targets=("$target_arg") ;;
    *) echo "unknown target '$target_arg'" >&2; usage >&2; exit 2 ;;
  esac
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fuzz_dir=$root/Tools/fuzz
build=${FUZZ_BUILD:-/tmp/fuzz-build}
mkdir -p "$build"
build=$(cd "$build" && pwd)
case "$build/" in
  "$root"/*) echo "FUZZ_BUILD must be outside the repository ($root)" >&2; exit 2 ;;
esac

swiftc=$(command -v swiftc || true)
[[ -n $swiftc ]] || { echo "swiftc not found on PATH (add /opt/swift/usr/bin)" >&2; exit 2; }
toolchain_bin=$(dirname "$(readlink -f "$swiftc")")
clang=$toolchain_bin/clang
[[ -x $clang ]] || clang=$(command -v clang || true)
[[ -n $clang ]] || { echo "clang not found next to swiftc or on PATH" >&2; exit 2; }
# Symbolized ASan reports, and libFuzzer's own crash handling instead of Swift's backtracer (which waits).
if [[ -x $toolchain_bin/llvm-symbolizer ]]; then export ASAN_SYMBOLIZER_PATH=$toolchain_bin/llvm-symbolizer; fi
export SWIFT_BACKTRACE=enable=no
detect_leaks=${FUZZ_DETECT_LEAKS:-1}
resume=${FUZZ_RESUME:-0}
[[ $resume == 0 || $resume == 1 ]] || { echo "FUZZ_RESUME must be 0 or 1" >&2; exit 2; }
jobs=${FUZZ_JOBS:-1}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "FUZZ_JOBS must be a positive whole number" >&2; exit 2; }
[[ $detect_leaks == 0 || $detect_leaks == 1 ]] || { echo "FUZZ_DETECT_LEAKS must be 0 or 1" >&2; exit 2; }
asan=${FUZZ_ASAN:-1}
[[ $asan == 0 || $asan == 1 ]] || { echo "FUZZ_ASAN must be 0 or 1" >&2; exit 2; }
if [[ $asan == 0 ]]; then detect_leaks=0; fi
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=$detect_leaks

variant=""
if [[ $asan == 0 ]]; then variant=-no-asan; fi
obj=$build/obj$variant
mods=$build/modules$variant
bin=$build/bin$variant
mkdir -p "$obj" "$mods" "$bin"

sanitizers=fuzzer,address
if [[ $asan == 0 ]]; then sanitizers=fuzzer; fi
swift_flags=(-O -g -sanitize=$sanitizers -parse-as-library -wmo -I "$mods")
# The solver gets edge coverage without comparison tracing: it never compares input bytes, only numbers derived
# from them, and tracing its inner loops' comparisons made the solver target three times slower on long inputs.
# swiftc takes coverage options only next to a sanitizer, so without ASan clang instruments Cassowary's bitcode.
coverage=edge,pc-table,inline-8bit-counters
solver_flags=(-O -g -sanitize=address -sanitize-coverage=$coverage -parse-as-library -wmo -I "$mods")
if [[ $asan == 0 ]]; then solver_flags=(-O -g -parse-as-library -wmo -I "$mods"); fi
linker_flags=()
if [[ -x $toolchain_bin/ld.lld ]]; then linker_flags=(-use-ld=lld); fi

# newer OUT INPUT...: true when OUT is missing or some INPUT (file, or any file under a directory) is newer.
newer() {
  local out=$1; shift
  [[ -e $out ]] || return 0
  local input
  for input in "$@"; do
    if [[ -d $input ]]; then
      [[ -n $(find "$input" -type f -newer "$out" -print -quit) ]] && return 0
    elif [[ $input -nt $out ]]; then
      return 0
    fi
  done
  return 1
}

# run_logged LOG COMMAND...: runs quietly, printing the log on failure.
run_logged() {
  local log=$1; shift
  if ! "$@" >"$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" >&2 || true
    echo "build step failed: $*" >&2
    exit 1
  fi
}

# --- Yams (C library CYaml + Swift module) -------------------------------------------------------------------

yams_src=""
resolve_yams() {
  [[ -z $yams_src ]] || return 0
  if [[ -n ${YAMS_SRC:-} ]]; then
    yams_src=$YAMS_SRC
  elif [[ -d $root/.build/checkouts/Yams/Sources/CYaml ]]; then
    yams_src=$root/.build/checkouts/Yams
  else
    # The revision SwiftPM resolved, else $YAMS_REF (default: the tag the package was developed against).
    local revision=""
    if [[ -f $root/Package.resolved ]]; then
      revision=$(sed -n '/"identity" : "yams"/,/}/s/.*"revision" : "\([0-9a-f]*\)".*/\1/p' "$root/Package.resolved")
    fi
    revision=${revision:-${YAMS_REF:-6.2.2}}
    yams_src=$build/yams-src
    if [[ ! -f $yams_src/.fuzz-revision || $(cat "$yams_src/.fuzz-revision") != "$revision" ]]; then
      local origin=https://github.com/jpsim/Yams.git
      [[ -d /opt/swift-packages/jpsim/Yams.git ]] && origin=/opt/swift-packages/jpsim/Yams.git
      rm -rf "$yams_src"
      echo "cloning Yams $revision from $origin" >&2
      git clone --quiet "$origin" "$yams_src"
      git -C "$yams_src" -c advice.detachedHead=false checkout --quiet "$revision"
      echo "$revision" >"$yams_src/.fuzz-revision"
    fi
  fi
  [[ -f $yams_src/Sources/CYaml/include/module.modulemap ]] || { echo "no Yams sources in $yams_src" >&2; exit 1; }
}

yams_flags() {
  printf '%s\n' -Xcc -fmodule-map-file="$yams_src/Sources/CYaml/include/module.modulemap" \
    -I "$yams_src/Sources/CYaml/include" -Xcc -DYAML_DECLARE_STATIC
}

build_cyaml() {
  resolve_yams
  local lib=$obj/CYaml.a
  newer "$lib" "$yams_src/Sources/CYaml" || return 0
  echo "building CYaml" >&2
  rm -rf "$obj/cyaml" && mkdir -p "$obj/cyaml"
  local source
  for source in "$yams_src"/Sources/CYaml/src/*.c; do
    run_logged "$obj/cyaml/build.log" "$clang" -c -O1 -g -fsanitize="${sanitizers/fuzzer/fuzzer-no-link}" \
      -DYAML_DECLARE_STATIC -I "$yams_src/Sources/CYaml/include" -w "$source" -o "$obj/cyaml/$(basename "$source" .c).o"
  done
  rm -f "$lib"
  local ar=$toolchain_bin/llvm-ar
  [[ -x $ar ]] || ar=ar
  run_logged "$obj/cyaml/ar.log" "$ar" rcs "$lib" "$obj"/cyaml/*.o
}

# build_swift_module NAME SOURCE_DIR LANGUAGE_MODE DEPENDENCY_OBJECTS... : one object and one .swiftmodule.
build_swift_module() {
  local name=$1 dir=$2 mode=$3; shift 3
  local out=$obj/$name.o
  local flags=("${swift_flags[@]}")
  local extra=()
  # The solver checks its tableau's invariants after every call, so a fuzz input that corrupts it is caught
  # where it happens rather than when a wrong value shows.
  if [[ $name == Cassowary ]]; then flags=("${solver_flags[@]}"); extra+=(-D CASSOWARY_CHECKS); fi
  if [[ $name == Yams || $name == LayoutFile ]]; then mapfile -t extra < <(yams_flags); fi
  if [[ $name == Yams ]]; then extra+=(-D SWIFT_PACKAGE); fi  # Yams imports CYaml only when built as a package
  # This package's modules share what they declare `package`, as SwiftPM builds them with one package name.
  if [[ $name != Yams ]]; then extra+=(-package-name autolayout); fi
  local sources=()
  mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
  local output=(-c -o "$out") instrument=()
  if [[ $name == Cassowary && $asan == 0 ]]; then
    # Swift 6.3's bitcode writer aborts ("Unexpected anonymous function when writing summary") on the thunks
    # that LLVM's function merging leaves without a name.
    output=(-Xfrontend -disable-llvm-merge-functions-pass -emit-bc -o "$obj/$name.bc")
    instrument=("$clang" -c -O2 -g -fsanitize-coverage="$coverage" "$obj/$name.bc" -o "$out")
  fi
  local command=("$swiftc" "${flags[@]}" "${extra[@]}" -swift-version "$mode" -module-name "$name"
    -emit-module -emit-module-path "$mods/$name.swiftmodule" "${output[@]}" "${sources[@]}")
  # Rebuilt when a source or dependency is newer, or the command (flags, file list) changed.
  if ! newer "$out" "$dir" "$@" && [[ "${command[*]}" == "$(cat "$obj/$name.cmd" 2>/dev/null)" ]]; then return 0; fi
  echo "building $name" >&2
  run_logged "$obj/$name.log" "${command[@]}"
  if [[ ${#instrument[@]} -gt 0 ]]; then run_logged "$obj/$name.clang.log" "${instrument[@]}"; fi
  touch "$out"  # swiftc leaves an unchanged object untouched; its time is what `newer` compares
  echo "${command[*]}" >"$obj/$name.cmd"
}

build_cassowary() { build_swift_module Cassowary "$root/Sources/Cassowary" 6; }
build_autolayout() { build_cassowary; build_swift_module AutoLayout "$root/Sources/AutoLayout" 6 "$obj/Cassowary.o"; }
build_yams() { build_cyaml; build_swift_module Yams "$yams_src/Sources/Yams" 5 "$obj/CYaml.a"; }
build_layoutfile() {
  build_autolayout
  build_yams
  build_swift_module LayoutFile "$root/Sources/LayoutFile" 6 "$obj/AutoLayout.o" "$obj/Yams.o"
}

# build_binary BINARY HARNESS MODULE_OBJECTS...: links the harness with the modules and libFuzzer's main.
build_binary() {
  local name=$1 harness=$2; shift 2
  local out=$bin/$name
  local extra=()
  if [[ " $* " == *Yams.o* ]]; then mapfile -t extra < <(yams_flags); fi
  local command=("$swiftc" "${swift_flags[@]}" "${linker_flags[@]}" "${extra[@]}" -swift-version 6
    -module-name "$(basename "$harness" .swift)" "$harness" "$@" -o "$out")
  if ! newer "$out" "$harness" "$@" && [[ "${command[*]}" == "$(cat "$bin/$name.cmd" 2>/dev/null)" ]]; then return 0; fi
  echo "linking $name" >&2
  run_logged "$bin/$name.log" "${command[@]}"
  touch "$out"
  echo "${command[*]}" >"$bin/$name.cmd"
}

# build_target TARGET: sets `binary`, `dict` and `corpus` for the target, building what it needs.
build_target() {
  dict="" corpus=$fuzz_dir/corpus/$1
  case $1 in
    vfl)
      build_autolayout
      build_binary fuzz-vfl "$fuzz_dir/FuzzVisualFormat.swift" "$obj/Cassowary.o" "$obj/AutoLayout.o"
      binary=$bin/fuzz-vfl dict=$fuzz_dir/vfl.dict ;;
    equation)
      build_layoutfile
      build_binary fuzz-equation "$fuzz_dir/FuzzEquation.swift" \
        "$obj/Cassowary.o" "$obj/AutoLayout.o" "$obj/CYaml.a" "$obj/Yams.o" "$obj/LayoutFile.o"
      binary=$bin/fuzz-equation dict=$fuzz_dir/equation.dict ;;
    layoutfile-json | layoutfile-yaml)
      build_layoutfile
      build_binary fuzz-layoutfile "$fuzz_dir/FuzzLayoutFile.swift" \
        "$obj/Cassowary.o" "$obj/AutoLayout.o" "$obj/CYaml.a" "$obj/Yams.o" "$obj/LayoutFile.o"
      binary=$bin/fuzz-layoutfile dict=$fuzz_dir/${1#layoutfile-}.dict ;;
    solver)
      build_cassowary
      build_binary fuzz-solver "$fuzz_dir/FuzzSolver.swift" "$obj/Cassowary.o"
      binary=$bin/fuzz-solver ;;
  esac
}

# --- Running ---------------------------------------------------------------------------------------------------

# Build everything first, so a compile error stops the run before any fuzzing.
for target in "${targets[@]}"; do build_target "$target"; done

status=0
summaries=()
for target in "${targets[@]}"; do
  build_target "$target"
  scratch=$build/runs/$target
  findings=$build/crashes/$target
  if [[ $resume == 1 && -d $scratch/corpus ]]; then
    rm -rf "$scratch/artifacts"
    for log in "$scratch"/fuzz*.log; do [[ -f $log ]] && mv "$log" "$log.1"; done
  else
    rm -rf "$scratch"
  fi
  mkdir -p "$scratch/corpus" "$scratch/artifacts" "$findings"
  [[ -d $corpus ]] && cp -R "$corpus"/. "$scratch/corpus/"
  # -close_fd_mask=1 silences the code under test's stdout; libFuzzer and sanitizer reports go to stderr.
  flags=(-max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -close_fd_mask=1
    -detect_leaks="$detect_leaks"
    -artifact_prefix="$scratch/artifacts/")
  [[ -n $dict && -f $dict ]] && flags+=(-dict="$dict")
  if [[ $jobs -gt 1 ]]; then flags+=(-jobs="$jobs" -workers="$jobs"); fi
  # shellcheck disable=SC2206 # FUZZ_FLAGS is a list of flags
  extra_flags=(${FUZZ_FLAGS:-})
  # Inputs that once failed are replayed first, each once, so a fixed bug stays fixed; they are kept out of
  # the seed corpus, since mutating them mostly explores the rounding limits they were found at.
  regressions=$fuzz_dir/regressions/$target
  if [[ -d $regressions ]] && compgen -G "$regressions/*" >/dev/null; then
    if ! (cd "$scratch" && "$binary" -timeout=10 -rss_limit_mb=2048 -detect_leaks="$detect_leaks" "$regressions"/*) \
      >"$scratch/regressions.log" 2>&1; then
      echo "$target: a regression input fails again (see $scratch/regressions.log)"
      grep -m 3 -E "^==[0-9]+==ERROR|^SUMMARY|Fatal error|invariant broken" "$scratch/regressions.log" | cut -c 1-400 | sed 's/^/  /' || true
      status=1
      summaries+=("$target: regression input fails")
      continue
    fi
    echo "$target: $(find "$regressions" -type f | wc -l | tr -d ' ') regression inputs pass" >&2
  fi
  echo "fuzzing $target for ${seconds}s (log: $scratch/fuzz.log)" >&2
  started=$SECONDS
  set +e
  (cd "$scratch" && "$binary" "${flags[@]}" "${extra_flags[@]}" "$scratch/corpus") >"$scratch/fuzz.log" 2>&1
  rc=$?
  set -e
  elapsed=$((SECONDS - started))
  logs=("$scratch/fuzz.log")
  if [[ $jobs -gt 1 ]]; then logs=("$scratch"/fuzz-*.log); fi
  runs=0
  for log in "${logs[@]}"; do
    # libFuzzer's final statistics (-print_final_stats=1), else its closing `Done N runs` line.
    count=$(sed -n 's/^stat::number_of_executed_\(runs\|units\): *\([0-9]*\).*/\2/p' "$log" | tail -n 1)
    [[ -n $count ]] || count=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n 1)
    if [[ -n $count && -n $runs ]]; then runs=$((runs + count)); else runs=""; fi
  done
  # crash-*, leak-*, timeout-* and oom-* are findings; slow-unit-* (slower than libFuzzer's -report_slow_units)
  # are only listed.
  artifacts=() slow=()
  while IFS= read -r -d '' artifact; do
    cp "$artifact" "$findings/"
    case $(basename "$artifact") in
      slow-unit-*) slow+=("$findings/$(basename "$artifact")") ;;
      *) artifacts+=("$findings/$(basename "$artifact")") ;;
    esac
  done < <(find "$scratch/artifacts" -type f -print0 | sort -z)
  summary="$target: ${runs:-?} executions in $elapsed s, ${#artifacts[@]} crashes"
  if [[ $jobs -gt 1 ]]; then summary+=" ($jobs processes)"; fi
  if [[ $asan == 0 ]]; then summary+=" (without AddressSanitizer)"; fi
  if [[ ${#slow[@]} -gt 0 ]]; then summary+=", ${#slow[@]} slow inputs (${slow[*]})"; fi
  if [[ $rc -ne 0 && ${#artifacts[@]} -eq 0 ]]; then summary+=" (libFuzzer exited with $rc, see $scratch/fuzz.log)"; fi
  summaries+=("$summary")
  echo "$summary"
  if [[ $rc -ne 0 || ${#artifacts[@]} -gt 0 ]]; then
    status=1
    grep -h -m 3 -E "^==[0-9]+==ERROR|^SUMMARY|Fatal error|invariant broken" "${logs[@]}" | cut -c 1-400 | sed 's/^/  /' || true
    for artifact in "${artifacts[@]}"; do
      echo "  reproducer: $artifact (replay: SWIFT_BACKTRACE=enable=no $binary $artifact)"
    done
  fi
done

if [[ ${#targets[@]} -gt 1 ]]; then
  echo "---"
  printf '%s\n' "${summaries[@]}"
fi
exit "$status"
