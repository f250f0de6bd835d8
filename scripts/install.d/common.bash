# What scripts/install and scripts/package share: finding or building the binary, and the files it
# prints (the manual page and the completions). Sourced, never run; bash 3.2 and POSIX tools only,
# so that macOS's own bash runs it. The caller sets `program` (its name, for messages).

# fail CODE MESSAGE: says MESSAGE on stderr, prefixed with the program's name, and exits CODE.
fail() {
  echo "$program: $2" >&2
  exit "$1"
}

# absolute PATH: PATH made absolute against the working folder, a leading ~/ expanded, trailing
# slashes dropped. Nothing is resolved: the path need not exist.
absolute() {
  local path=$1
  case $path in
    "~") path=$HOME ;;
    "~/"*) path=$HOME/${path#"~/"} ;;
  esac
  case $path in
    /*) ;;
    *) path=$PWD/$path ;;
  esac
  while [[ $path == */ && $path != / ]]; do path=${path%/}; done
  printf '%s\n' "$path"
}

# build_release ROOT: builds the release binary in the clone at ROOT, statically linked against the
# Swift runtime and Foundation on Linux (as README's "Install a release build" does, in the scratch
# folder scripts/benchmark uses for it), and prints its path.
build_release() {
  local root=$1 scratch=$1/.build arguments
  command -v swift > /dev/null || fail 69 "swift is not on PATH: install Swift 6, or give --binary PATH"
  arguments=(-c release --product landmarks)
  if [[ $(uname -s) == Linux ]]; then
    scratch=$root/.build/static
    arguments+=(--static-swift-stdlib --scratch-path "$scratch")
  fi
  echo "$program: building: swift build ${arguments[*]}" >&2
  (cd "$root" && swift build "${arguments[@]}" >&2) || fail 1 "the release build failed (above)"
  # SwiftPM links SCRATCH/release to the host's release folder.
  [[ -x $scratch/release/landmarks ]] || fail 1 "the release build left no $scratch/release/landmarks"
  printf '%s\n' "$scratch/release/landmarks"
}

# check_binary PATH: refuses a PATH that is not an executable file, or not landmarks; prints its
# version (the second word of `landmarks --version`).
check_binary() {
  local binary=$1 version
  [[ -e $binary ]] || fail 66 "--binary $binary: no such file"
  [[ -f $binary ]] || fail 66 "--binary $binary: not a file"
  [[ -x $binary ]] || fail 66 "--binary $binary: not executable"
  version=$("$binary" --version 2> /dev/null) ||
    fail 65 "--binary $binary is not landmarks: \`--version\` failed (or it is built for another machine)"
  version=${version%%$'\n'*}
  [[ $version == "landmarks "* && ${version#landmarks } != *[!A-Za-z0-9.+-]* ]] ||
    fail 65 "--binary $binary is not landmarks: \`--version\` printed \"$version\""
  printf '%s\n' "${version#landmarks }"
}

# The languages of the manual pages besides English, each installed where man looks for it in
# that locale (PREFIX/share/man/LANG/man1).
manual_languages=(de ja ar he th)

# generate BINARY FOLDER: writes what BINARY prints into FOLDER: the manual page (landmarks.1, in
# English whatever the locale, and LANG/landmarks.1 in each of manual_languages) and the
# completions for bash (landmarks), zsh (_landmarks) and fish (landmarks.fish), each under the
# name its shell looks for.
generate() {
  local binary=$1 folder=$2 language
  LANDMARKS_LANG=en "$binary" help --man > "$folder/landmarks.1" || fail 1 "$binary help --man failed"
  for language in "${manual_languages[@]}"; do
    mkdir -p "$folder/$language" || fail 73 "cannot create $folder/$language"
    LANDMARKS_LANG=$language "$binary" help --man > "$folder/$language/landmarks.1" ||
      fail 1 "$binary help --man failed (LANDMARKS_LANG=$language)"
  done
  "$binary" completion bash > "$folder/landmarks" || fail 1 "$binary completion bash failed"
  "$binary" completion zsh > "$folder/_landmarks" || fail 1 "$binary completion zsh failed"
  "$binary" completion fish > "$folder/landmarks.fish" || fail 1 "$binary completion fish failed"
}
