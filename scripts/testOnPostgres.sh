#!/usr/bin/env bash
# The gateway suites that run SQL, again, on a real PostgreSQL 15 server started for this run:
# pg_virtualenv (postgresql-common) makes a throwaway cluster, exports PGHOST/PGPORT/PGUSER/PGPASSWORD
# for the command, and drops the cluster afterwards. Debian's postgresql is installed when missing
# (scripts/ensurePostgres.sh: root on CI, sudo elsewhere).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensurePostgres.sh
suites=("$@")
if [ ${#suites[@]} -eq 0 ]; then suites=(tests/gateway); fi
exec pg_virtualenv -v 15 env JOBBOARD_TEST_POSTGRES=1 npx vitest run "${suites[@]}"
