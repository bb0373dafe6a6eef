#!/usr/bin/env bash
# Item 5 of the hardening issue: restart PostgreSQL 15 under load (scripts/postgresRestart.ts) in a
# throwaway cluster that pg_virtualenv starts and drops. Installs Debian's postgresql when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pg_virtualenv >/dev/null || [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq postgresql-15 postgresql-common >/dev/null
fi
exec pg_virtualenv -v 15 node --import tsx scripts/postgresRestart.ts "$@"
