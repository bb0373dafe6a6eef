#!/usr/bin/env bash
# The gateway suites that run SQL, again, on a real PostgreSQL 15 server started for this run:
# pg_virtualenv (postgresql-common) makes a throwaway cluster, exports PGHOST/PGPORT/PGUSER/PGPASSWORD
# for the command, and drops the cluster afterwards. Debian's postgresql is installed when missing
# (root on CI, sudo elsewhere), as scripts/ensureChromium.sh does for the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pg_virtualenv >/dev/null || [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then
  echo "Installing Debian's postgresql (15) for the PostgreSQL suites…"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq postgresql-15 postgresql-common >/dev/null
fi
suites=("$@")
if [ ${#suites[@]} -eq 0 ]; then suites=(tests/gateway); fi
exec pg_virtualenv -v 15 env JOBBOARD_TEST_POSTGRES=1 npx vitest run "${suites[@]}"
