# Sourced by .ci/run: the tools only tests need (Debian's SpamAssassin and Chromium), installed when
# missing (ci_install_test_tools, run in the background while the project installs and is checked), and a
# spamd on loopback for the real-spamd test (ci_start_spamd). Exports CI_REQUIRE_TOOLS=1 so that a test
# whose tool is missing fails in CI instead of skipping (on a developer's machine it skips).
ci_install_test_tools() {
  local missing=()
  command -v spamd >/dev/null || missing+=(spamassassin)
  command -v spamc >/dev/null || missing+=(spamc)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing test tools: ${missing[*]}"
  local sudo
  sudo=$([ "$(id -u)" = 0 ] || echo sudo)
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ci_start_spamd() {
  CI_SPAMD_PORT=${CI_SPAMD_PORT:-7830}
  CI_SPAMD_PIDFILE=$(mktemp -u /tmp/ci-spamd.XXXXXX.pid)
  ci_spamd_user=$([ "$(id -u)" = 0 ] && echo "-u nobody")
  # shellcheck disable=SC2086
  spamd -d -p "$CI_SPAMD_PORT" -i 127.0.0.1 -A 127.0.0.1 $ci_spamd_user --pidfile "$CI_SPAMD_PIDFILE" -s stderr 2>/dev/null
  for _ in $(seq 1 60); do
    (exec 3<>"/dev/tcp/127.0.0.1/$CI_SPAMD_PORT") 2>/dev/null && break
    sleep 0.5
  done
  export SPAMD_URL_REAL="tcp://127.0.0.1:$CI_SPAMD_PORT"
}
export CI_REQUIRE_TOOLS=1
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
ci_stop_spamd() { [ -f "${CI_SPAMD_PIDFILE:-}" ] && kill "$(cat "$CI_SPAMD_PIDFILE")" 2>/dev/null; }
trap ci_stop_spamd EXIT
