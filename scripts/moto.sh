#!/usr/bin/env bash
# moto.sh start|stop: a local moto server (DynamoDB, KMS, API Gateway, S3, Step Functions:
#   moto_server serves every service on one port) for the Go tests.
#   It serves moto's app one request at a time (scripts/moto_serial.py says why).
#   start: picks a free port on 127.0.0.1, starts moto_server in the
#          background, waits until it answers and prints its endpoint URL
#          (also written to .moto/endpoint). Pid in .moto/pid, log in .moto/log.
#   stop:  stops the server started by start, if any.
#   PIIGUARD_MOTO_DIR, when set, is the directory of pid, endpoint and log
#   instead of .moto: a second server (scripts/coldstart's) beside the tests'.
set -euo pipefail
dir="${PIIGUARD_MOTO_DIR:-$(cd "$(dirname "$0")/.." && pwd)/.moto}"
pidfile="$dir/pid"

stop() {
	if [[ -f "$pidfile" ]]; then
		pid="$(cat "$pidfile")"
		kill "$pid" 2>/dev/null || true
		for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		rm -f "$pidfile" "$dir/endpoint"
	fi
}

free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

answers() { # any HTTP answer means the server is up
	python3 - "$1" <<'PY'
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(sys.argv[1] + "/moto-api/", timeout=1)
except urllib.error.HTTPError:
    pass
except Exception:
    sys.exit(1)
PY
}

start() {
	python3 -c 'import moto.moto_server.werkzeug_app' 2>/dev/null ||
		{ echo "moto.sh: moto is not installed for python3 (pip install 'moto[server]')" >&2; exit 1; }
	mkdir -p "$dir"
	stop
	# The port can be taken between choosing and binding it: try a few.
	for _ in 1 2 3; do
		port="$(free_port)"
		python3 "$(dirname "$0")/moto_serial.py" 127.0.0.1 "$port" >"$dir/log" 2>&1 &
		echo $! >"$pidfile"
		for _ in $(seq 100); do
			if answers "http://127.0.0.1:$port"; then
				echo "http://127.0.0.1:$port" | tee "$dir/endpoint"
				return 0
			fi
			kill -0 "$(cat "$pidfile")" 2>/dev/null || break
			sleep 0.1
		done
		stop
	done
	echo "moto.sh: moto_server did not start; see $dir/log" >&2
	exit 1
}

case "${1:-}" in
start) start ;;
stop) stop ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
