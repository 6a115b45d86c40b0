#!/usr/bin/env bash
# Runs two replicas of each service as separate processes over real NATS and PostgreSQL (127.0.0.1:4222, :5432)
# with scripts/start-distributed.js, then the e2e suite against two edges behind round-robin over HTTP. Writes jest's JSON report to $1.
# A developer's run beside CI: CI_EDGE_PORT, CI_SMTP_PORT, CI_MAIL_INBOX_PORT, CI_REDIS_URL (another Redis database),
# CI_E2E_PATHS (jest path patterns), CI_LOG_LEVEL, CI_REPLICAS (default 2), CI_OPS_PORT_BASE (default CI_EDGE_PORT + 100).
set -uo pipefail
REPORT=$1
ROOT=$(pwd)
PG_URL=${CI_PG_URL:-postgres://postgres@127.0.0.1:5432}
NATS=${CI_NATS_URL:-nats://127.0.0.1:4222}
PORT=${CI_EDGE_PORT:-18080}
DB="mail_ci_$(date +%s)_$$"
LOGS=$(mktemp -d)
PIDS=()

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if ! port_open 5432; then
  echo "starting PostgreSQL"; pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
if ! port_open 4222; then
  echo "starting NATS"; start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log || true
  sleep 1
fi

if ! port_open 6379; then
  echo "starting Redis"; redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no || true
fi

psql "$PG_URL/postgres" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$DB\"" || { echo "cannot create database"; exit 1; }

cleanup() {
  # SIGTERM: start-distributed.js forwards it to every service and waits for them
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
  node .ci/drop-stream.js
  psql "$PG_URL/postgres" -qc "DROP DATABASE IF EXISTS \"$DB\" WITH (FORCE)" >/dev/null 2>&1
}
trap cleanup EXIT

# A namespace of its own: nothing else on this NATS (another run, a developer's stack) can answer our requests.
export BUS_NAMESPACE="ci_$(date +%s)_$$"
# links in mail lead to the first edge (a distributed process refuses to start without PUBLIC_BASE_URL)
export PUBLIC_BASE_URL="http://127.0.0.1:$PORT"
export NATS_URL=$NATS DATABASE_URL="$PG_URL/$DB" ADMIN_API_KEY="ci-admin-$(date +%s%N)" ADMIN_PASSWORD="ci-pass-$$" LOG_LEVEL=${CI_LOG_LEVEL:-warn} DATA_DIR="$ROOT/.data/ci"
# As a distributed installation must: one secrets key for every process, shared rate limits in Redis.
export SECRETS_KEYS="ci:$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64"))')" REDIS_URL=${CI_REDIS_URL:-redis://127.0.0.1:6379}
SMTP_PORT=${CI_SMTP_PORT:-2526} INBOX_PORT=${CI_MAIL_INBOX_PORT:-8026}
# No real SMTP server here: the dev one as its own process; every service sends to it and the tests read its inbox.
DEV_SMTP_PORT=$SMTP_PORT MAIL_INBOX_PORT=$INBOX_PORT node libs/mail/dist/dev-server-main.js >"$LOGS/mail.log" 2>&1 & PIDS+=($!)
export SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"
# the campaigns and gateway bounce endpoints and the gateway's SMTP relay on any free port (fixed defaults collide on a shared machine)
export BOUNCE_SMTP_PORT=0 GATEWAY_SMTP_PORT=0 GATEWAY_BOUNCE_SMTP_PORT=0
# webhook retries seconds apart instead of minutes: the e2e waits for a fourth attempt
export GATEWAY_WEBHOOK_RETRY_BASE_SECONDS=1
# user-given URLs (Email.Update's Import) may reach the tests' own HTTP receivers on loopback, nothing else private
export OUTBOUND_HTTP_ALLOW_IPS=127.0.0.1
# so the tests can report bounces, as a provider would, through the signed webhook (the port above is nobody's to know)
export BOUNCE_WEBHOOK_SECRET="ci-bounces-$(date +%s%N)"
# Every service of services.json (the one list) as its own processes, through the same script developers run
# (scripts/start-distributed.js): migrations first, then CI_REPLICAS (2) replicas of every service, each with its own
# OPS_PORT, and two edges on PORT+1 and PORT+2 behind the script's round-robin proxy on PORT. One merged log stream.
REPLICAS=${CI_REPLICAS:-2}
EDGE2_PORT=$((PORT + 2))
OPS_BASE=${CI_OPS_PORT_BASE:-$((PORT + 100))}
# the script numbers ops ports in start order, the edges last: the first edge's is base + (backend services × replicas)
BACKENDS=$(node -e 'console.log(require("./services.json").services.filter((s) => !s.edge).length)')
EDGE1_OPS_PORT=$((OPS_BASE + BACKENDS * REPLICAS))
node scripts/start-distributed.js --replicas "$REPLICAS" --edge-replicas 2 --port "$PORT" --ops-port-base "$OPS_BASE" >"$LOGS/stack.log" 2>&1 &
STACK=$!
PIDS+=($STACK)

ready=0
for _ in $(seq 1 240); do
  kill -0 "$STACK" 2>/dev/null || break
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $ADMIN_API_KEY" "http://127.0.0.1:$PORT/api/v1/system-health-check" || true)
  if [ "$code" = "200" ]; then ready=1; break; fi
  sleep 0.5
done
# every process must still be running (the script stops the whole stack, and exits, when one of them exits)
sleep 2
kill -0 "$STACK" 2>/dev/null || { echo "a process of the stack exited"; ready=0; }
if [ $ready != 1 ]; then
  echo "distributed stack did not become healthy"; tail -n 80 "$LOGS/stack.log" "$LOGS/mail.log"
  echo '{"numPassedTests":0,"numFailedTests":1}' > "$REPORT"
  exit 1
fi

# every process's ops port (the probes k8s uses) answers ready
for k in $(seq 0 $((BACKENDS * REPLICAS + 1))); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$((OPS_BASE + k))/readyz" || true)
  if [ "$code" != "200" ]; then
    echo "process $k of the stack is not ready on its ops port $((OPS_BASE + k)) (HTTP $code)"
    echo '{"numPassedTests":0,"numFailedTests":1}' > "$REPORT"
    exit 1
  fi
done

# the rate-limit test sends to the proxy and to one edge of its own: both must count one limit (Redis)
E2E_OPS_URL="http://127.0.0.1:$EDGE1_OPS_PORT" E2E_BASE_URL="http://127.0.0.1:$PORT" E2E_SECOND_EDGE_URL="http://127.0.0.1:$EDGE2_PORT" E2E_MAIL_INBOX_URL="http://127.0.0.1:$INBOX_PORT" E2E_ADMIN_API_KEY=$ADMIN_API_KEY npx jest --config jest.config.js ${CI_E2E_PATHS:-} --selectProjects e2e --testPathIgnorePatterns '\.int-spec\.ts$' --json --outputFile="$REPORT"
rc=$?
kill -0 "$STACK" 2>/dev/null || { echo "a process of the stack exited during the suite"; rc=1; }
# after the suite every process's metrics moved: a counter or histogram count of the platform's (mail_*) above zero
# (services: the bus requests they answered, mail_bus_handled_duration_seconds; edges: mail_edge_requests_total)
if [ $rc = 0 ]; then
  for k in $(seq 0 $((BACKENDS * REPLICAS + 1))); do
    # read whole first: grep -q stops at the first match, and under pipefail curl's broken pipe would fail the check
    metrics=$(curl -s "http://127.0.0.1:$((OPS_BASE + k))/metrics" || true)
    if ! grep -qE '^mail_[a-z_]+(_total|_count)\{[^}]*\} [1-9]' <<<"$metrics"; then
      echo "process $k of the stack counted nothing on its ops port $((OPS_BASE + k))/metrics"; rc=1
    fi
  done
fi
if [ $rc != 0 ]; then grep -E '"level":(50|60)|exited|Error' "$LOGS/stack.log" | tail -n 120; tail -n 40 "$LOGS/stack.log"; fi
exit $rc
