# Sourced by .ci/run: the tools only tests need (Debian's SpamAssassin and Chromium), installed when
# missing, and a spamd on loopback for the real-spamd test. Exports CI_REQUIRE_TOOLS=1 so that a test
# whose tool is missing fails in CI instead of skipping (on a developer's machine it skips).
ci_missing=()
command -v spamd >/dev/null || ci_missing+=(spamassassin)
command -v spamc >/dev/null || ci_missing+=(spamc)
[ -x /usr/bin/chromium ] || ci_missing+=(chromium)
if [ ${#ci_missing[@]} -gt 0 ]; then
  echo "installing test tools: ${ci_missing[*]}"
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${ci_missing[@]}" >/dev/null
fi

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
export CI_REQUIRE_TOOLS=1
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
ci_stop_spamd() { [ -f "$CI_SPAMD_PIDFILE" ] && kill "$(cat "$CI_SPAMD_PIDFILE")" 2>/dev/null; }
trap ci_stop_spamd EXIT
