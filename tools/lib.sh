# Shared by ./test, ./workbench and ./arbiter: finding a JDK and the built product.
# shellcheck shell=bash

# (shell built-ins where a program would do: ./arbiter runs these at every command, and each program started
# costs a few milliseconds)
case "${BASH_SOURCE[0]}" in */*) ARBITER_ROOT=${BASH_SOURCE[0]%/*} ;; *) ARBITER_ROOT=. ;; esac
ARBITER_ROOT=$(cd "$ARBITER_ROOT/.." && pwd)
PRODUCT_DIR="$ARBITER_ROOT/releng/org.chessarbiter.product/target/products/org.chessarbiter.product/linux/gtk/x86_64/arbiter-workbench"

say() { printf '%s\n' "$*" >&2; }
die() { say "$(basename "$0"): $*"; exit 2; }

# Sets JAVA_HOME to a JDK >= 21 (Tycho 5 and the bundles need it): $JAVA_HOME if it fits, else one under /usr/lib/jvm;
# JAVA_MAJOR to its feature version (21, 25).
pick_jdk() {
  local c v line
  for c in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
    [ -n "$c" ] && [ -x "$c/bin/java" ] && [ -x "$c/bin/javac" ] || continue
    # the version the JDK's release file states (no Java machine started for it: every command pays for one),
    # else the one the Java machine tells
    v=
    if [ -r "$c/release" ]; then
      while IFS= read -r line; do
        case "$line" in JAVA_VERSION=\"[0-9]*) v=${line#JAVA_VERSION=\"}; v=${v%%[!0-9.]*}; break ;; esac
      done < "$c/release"
    fi
    [ -n "$v" ] || v=$("$c/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
    if [ "${v%%.*}" -ge 21 ] 2>/dev/null; then
      export JAVA_HOME=$c
      JAVA_MAJOR=${v%%.*}
      return 0
    fi
  done
  die "needs a JDK 21 or newer (none found in \$JAVA_HOME or /usr/lib/jvm). Install one (e.g. Temurin 21+) and set JAVA_HOME."
}

# Installs Debian packages that are missing, when running as root; otherwise says what to install.
need_packages() {
  local missing=() p
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing ${missing[*]} ..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
      || die "could not install ${missing[*]}"
  else
    die "missing packages: ${missing[*]} (install them, e.g. sudo apt-get install ${missing[*]})"
  fi
}

launcher_jar() {
  local jars=("$PRODUCT_DIR"/plugins/org.eclipse.equinox.launcher_*.jar)
  [ -e "${jars[0]}" ] && printf '%s\n' "${jars[0]}"
}

# Builds the product (without running the tests) when it is not built yet.
ensure_product() {
  [ -n "$(launcher_jar)" ] && return 0
  say "The product is not built yet: building it (a few minutes the first time) ..."
  (cd "$ARBITER_ROOT" && ./mvnw -B -q -Dmaven.test.skip=true verify -pl releng/org.chessarbiter.product -am) >&2 \
    || die "the build failed; run ./test to see why"
  [ -n "$(launcher_jar)" ] || die "the build finished but no product was found under $PRODUCT_DIR"
}

# File names and arguments reach Java in the locale's character set (sun.jnu.encoding, which cannot
# be set with -D): under LANG=C a Vietnamese file name cannot even be named. When the locale's
# character set is not UTF-8, the platform runs in C.UTF-8 (the language is passed apart, with -nl).
utf8_locale() {
  local charmap
  charmap=$(locale charmap 2>/dev/null || true)
  case "$charmap" in
    UTF-8 | utf8) return 0 ;;
  esac
  if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
    export LC_ALL=C.UTF-8
  fi
}

# A configuration area of the platform that this user can write: ~/.arbiter/configuration/KEY, else
# under $TMPDIR; KEY changes when the product is rebuilt, so that no stale bundle cache is reused.
user_configuration() {
  local key base dir
  key=$(cat "$PRODUCT_DIR/configuration/config.ini" "$PRODUCT_DIR/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info" 2>/dev/null \
    | cksum)
  key=${key%% *}
  for base in "${HOME:-}/.arbiter" "${TMPDIR:-/tmp}/arbiter-$EUID"; do
    [ "$base" = /.arbiter ] && continue
    dir="$base/configuration/$key"
    if { [ -d "$dir" ] || mkdir -p "$dir" 2>/dev/null; } && [ -w "$dir" ]; then
      printf '%s\n' "$dir"
      return 0
    fi
  done
  say "$(basename "$0"): no folder to keep the platform's configuration in: neither ~/.arbiter nor ${TMPDIR:-/tmp} can be written"
  return 1
}

# Equinox's -nl for the user's language: Java falls back to English when the system lacks the
# vi_VN locale, so the language is read from the environment here (LC_ALL, LC_MESSAGES, LANG).
nl_args() {
  local lang=${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}
  case "$lang" in
    vi*) printf '%s\n' -nl vi_VN ;;
    "" | C | C.* | POSIX) ;;
    *) printf '%s\n' -nl "${lang%%.*}" ;;
  esac
}
