#!/usr/bin/env bash
# The whole test suite on a machine that has only the clone (run by `npm run test:all`, after `npm ci`): installs what a
# fresh Debian/Ubuntu machine lacks (Debian's chromium for the browser suites, PostgreSQL, tesseract-ocr for the OCR
# suites' native runs), with sudo when not root,
# starts a throw-away PostgreSQL on loopback so the integration suites run on PGlite and PostgreSQL, then runs the
# static checks and `npm test`. Without apt it names what to install and runs what the machine can.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "test-all: cannot run '$*': not root and no sudo" >&2
    return 1
  fi
}

# Debian keeps the server binaries off PATH, in /usr/lib/postgresql/<version>/bin.
find_pg_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
}

# --- system packages -----------------------------------------------------------------------------------
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -n "$(find_pg_bin)" ] || missing+=(postgresql)
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr tesseract-ocr-eng)
if [ "${#missing[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "test-all: installing ${missing[*]} with apt"
    started=$SECONDS
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    echo "test-all: installed ${missing[*]} in $((SECONDS - started)) s"
  else
    echo "test-all: no apt on this machine; install these yourself for the suites that need them:"
    for package in "${missing[@]}"; do
      case "$package" in
        chromium) echo "  - Chromium (e.g. 'brew install --cask chromium'), then set CHROMIUM_PATH to its executable" ;;
        postgresql) echo "  - PostgreSQL with initdb and pg_ctl on PATH (e.g. 'brew install postgresql@16')" ;;
        tesseract-ocr) echo "  - the tesseract OCR program on PATH (e.g. 'brew install tesseract'); without it OCR runs on tesseract.js only" ;;
      esac
    done
    echo "test-all: running what this machine can; the suites that need them print 'skipped: …'"
  fi
fi

# --- throw-away PostgreSQL on loopback ------------------------------------------------------------------
PG_BIN="$(find_pg_bin)"
if [ -n "$PG_BIN" ]; then
  PG_DIR="$(mktemp -d)"
  PG_PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  if [ "$(id -u)" -eq 0 ]; then
    # PostgreSQL refuses to run as root: as root, run it as the system's postgres user.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    as_pg() { runuser -u postgres -- "$@"; }
    PG_USER=postgres
  else
    as_pg() { "$@"; }
    PG_USER="$(id -un)"
  fi
  stop_postgres() {
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  }
  trap stop_postgres EXIT
  as_pg "$PG_BIN/initdb" -A trust --no-sync -U "$PG_USER" -D "$PG_DIR/data" >/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/postgres.log" -w \
    -o "-k $PG_DIR -c listen_addresses=127.0.0.1 -p $PG_PORT -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null
  export TEST_DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/postgres"
  echo "test-all: PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
fi

# --- static checks and the suite ------------------------------------------------------------------------
npm run check
npm test
# The bounded hostile-PDF fuzz run, alone: it measures other users' waits, so it does not share the cores.
npm run test:fuzz
