#!/usr/bin/env bash
# Item 5 of the hardening issue: restart PostgreSQL 15 under load (scripts/postgresRestart.ts) in a
# throwaway cluster that pg_virtualenv starts and drops. Installs Debian's postgresql when missing
# (scripts/ensurePostgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensurePostgres.sh
exec pg_virtualenv -v 15 node --import tsx scripts/postgresRestart.ts "$@"
