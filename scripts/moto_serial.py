"""moto_server with one request at a time.

DynamoDB applies each request atomically. moto does not lock across threads:
a TransactWriteItems that fails its condition restores a copy of the table
taken before it ran, dropping writes that other threads made meanwhile. Our
tests hammer one quota with 100 concurrent charges, so we serialise request
handling (connections are still accepted concurrently) to get DynamoDB's
semantics rather than moto's race.

usage: python3 moto_serial.py HOST PORT
"""
import signal
import sys
import threading

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple

lock = threading.Lock()
app = DomainDispatcherApplication(create_backend_app)


def serial(environ, start_response):
    with lock:
        # Drain the response inside the lock: moto builds it lazily at times.
        return list(app(environ, start_response))


def main():
    host, port = sys.argv[1], int(sys.argv[2])
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    run_simple(host, port, serial, threaded=True)


if __name__ == "__main__":
    main()
