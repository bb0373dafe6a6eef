#!/usr/bin/env bash
# PostgreSQL 15 servers (scripts/testOnPostgres.sh, scripts/postgresRestart.sh, the listingSearchPostgres
# benchmark) run in throwaway clusters of Debian's postgresql-common (pg_virtualenv); install it and
# postgresql-15 when missing (root on CI, sudo elsewhere), as scripts/ensureChromium.sh does for the browser.
set -euo pipefail
if command -v pg_virtualenv >/dev/null && [ -x /usr/lib/postgresql/15/bin/postgres ]; then exit 0; fi
echo "Installing Debian's postgresql (15)…"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq postgresql-15 postgresql-common >/dev/null
