#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a free loopback port and prints its URL on stdout.
# Usage: scripts/pg-throwaway.sh start DIR   |   scripts/pg-throwaway.sh stop DIR
#        scripts/pg-throwaway.sh createdb DIR NAME: a new empty database in the cluster; prints its URL
set -euo pipefail
action=${1:?start or stop}
dir=${2:?cluster directory}
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")

# PostgreSQL refuses to run as root: run it as the postgres user the Debian package creates.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  createdb)
    name=${3:?database name}
    port=$(sed -n 4p "$dir/data/postmaster.pid")
    as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$name"
    echo "postgres://postgres@127.0.0.1:$port/$name"
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "unknown action $action" >&2; exit 2 ;;
esac
