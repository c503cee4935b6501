#!/usr/bin/env bash
# Runs deploy/nginx.conf in the foreground on loopback, for tests and for ops to try a build:
#   deploy/run-nginx.sh PORT API_UPSTREAM [DIST_DIR]
#   deploy/run-nginx.sh 8088 127.0.0.1:8080            # dist/ of this repository, back office on :8080
# API_UPSTREAM is host:port or a URL (http://… or https://…). NGINX overrides the binary (/usr/sbin/nginx).
# TLS=self-signed serves https:// with HTTP/2, as production does (`listen 443 ssl http2`), on a throwaway
# self-signed certificate for 127.0.0.1 (openssl): for measuring the site as investors get it (npm run lighthouse).
# Everything nginx writes (pid, temp files, the filled-in configuration) lives in a temporary prefix that
# is removed on exit. Ctrl-C or SIGTERM stops it.
set -euo pipefail

usage() {
  echo "usage: $0 PORT API_UPSTREAM [DIST_DIR]" >&2
  exit 2
}

[[ $# -ge 2 && $# -le 3 ]] || usage
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
port=$1
upstream=$2
dist=${3:-$here/../dist}
nginx=${NGINX:-/usr/sbin/nginx}

[[ $port =~ ^[0-9]{1,5}$ ]] && ((port > 0 && port < 65536)) || { echo "PORT must be 1-65535: $port" >&2; exit 2; }
[[ $upstream =~ ^https?:// ]] || upstream="http://$upstream"
# The value lands in proxy_pass: a bare origin, no path (so /v1/… is passed unchanged), no nginx syntax.
origin='^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$'
[[ $upstream =~ $origin ]] || { echo "API_UPSTREAM must be host:port or an origin URL: $2" >&2; exit 2; }
[[ -z ${TLS:-} || $TLS == self-signed ]] || { echo "TLS must be self-signed or unset: $TLS" >&2; exit 2; }
[[ -d $dist ]] || { echo "no such directory: $dist (run npm run build first)" >&2; exit 2; }
dist=$(cd "$dist" && pwd)
# The path goes inside a double-quoted nginx string, where these would end it or start a variable.
[[ $dist != *[\"\$\\]* ]] || { echo "DIST_DIR must not contain \", \$ or \\: $dist" >&2; exit 2; }

prefix=$(mktemp -d "${TMPDIR:-/tmp}/portal-nginx.XXXXXX")
trap 'rm -rf "$prefix"' EXIT

listen="127.0.0.1:$port"
tls_lines=''
if [[ ${TLS:-} == self-signed ]]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
    -keyout "$prefix/key.pem" -out "$prefix/cert.pem" 2>/dev/null
  listen="$listen ssl http2"
  tls_lines="ssl_certificate $prefix/cert.pem; ssl_certificate_key $prefix/key.pem;"
fi

# Quoted replacements: bash 5.2 would otherwise expand & in them.
site=$(<"$here/nginx.conf")
site=${site//@LISTEN@/"$listen"}
site=${site//@DIST_DIR@/"$dist"}
site=${site//@API_UPSTREAM@/"$upstream"}
printf '%s\n' "$site" >"$prefix/site.conf"

# One process, running as whoever starts it (no switch to `nobody`, so a private temporary dist/ stays
# readable and nothing needs root); every path nginx writes is inside the prefix.
cat >"$prefix/nginx.conf" <<EOF
daemon off;
master_process off;
pid $prefix/nginx.pid;
error_log stderr warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $prefix/client-body;
    proxy_temp_path $prefix/proxy;
    fastcgi_temp_path $prefix/fastcgi;
    uwsgi_temp_path $prefix/uwsgi;
    scgi_temp_path $prefix/scgi;
    $tls_lines
    include $prefix/site.conf;
}
EOF

"$nginx" -p "$prefix" -c "$prefix/nginx.conf" -e stderr -t -q
scheme=http
[[ -z $tls_lines ]] || scheme=https
echo "portal on $scheme://127.0.0.1:$port/ (dist: $dist, /v1 → $upstream)" >&2

# nginx runs as a child so that the trap above still removes the prefix when it stops.
"$nginx" -p "$prefix" -c "$prefix/nginx.conf" -e stderr &
child=$!
stopping=0
trap 'stopping=1; kill -TERM "$child" 2>/dev/null || true' TERM INT
status=0
wait "$child" || status=$?
# A signal interrupts the first wait; the second one collects nginx's own exit status once it has stopped.
if ((stopping)); then
  status=0
  wait "$child" || status=$?
fi
exit "$status"
