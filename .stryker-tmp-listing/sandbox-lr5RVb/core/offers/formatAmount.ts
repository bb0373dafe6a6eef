/**
 * Money as the board writes it (spec: prices): thousands separated by spaces, integers without
 * decimals, other amounts with exactly 2. `1234567` → `1 234 567`, `1234.5` → `1 234.50`.
 */
// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
export function formatAmount(amount: number): string {
  if (stryMutAct_9fa48("1287")) {
    {}
  } else {
    stryCov_9fa48("1287");
    if (stryMutAct_9fa48("1290") ? false : stryMutAct_9fa48("1289") ? true : stryMutAct_9fa48("1288") ? Number.isFinite(amount) : (stryCov_9fa48("1288", "1289", "1290"), !Number.isFinite(amount))) return stryMutAct_9fa48("1291") ? "Stryker was here!" : (stryCov_9fa48("1291"), '');
    const cents = Math.round(stryMutAct_9fa48("1292") ? Math.abs(amount) / 100 : (stryCov_9fa48("1292"), Math.abs(amount) * 100));
    const whole = Math.floor(stryMutAct_9fa48("1293") ? cents * 100 : (stryCov_9fa48("1293"), cents / 100));
    const fraction = stryMutAct_9fa48("1294") ? cents * 100 : (stryCov_9fa48("1294"), cents % 100);
    const sign = (stryMutAct_9fa48("1297") ? amount < 0 || cents !== 0 : stryMutAct_9fa48("1296") ? false : stryMutAct_9fa48("1295") ? true : (stryCov_9fa48("1295", "1296", "1297"), (stryMutAct_9fa48("1300") ? amount >= 0 : stryMutAct_9fa48("1299") ? amount <= 0 : stryMutAct_9fa48("1298") ? true : (stryCov_9fa48("1298", "1299", "1300"), amount < 0)) && (stryMutAct_9fa48("1302") ? cents === 0 : stryMutAct_9fa48("1301") ? true : (stryCov_9fa48("1301", "1302"), cents !== 0)))) ? stryMutAct_9fa48("1303") ? "" : (stryCov_9fa48("1303"), '-') : stryMutAct_9fa48("1304") ? "Stryker was here!" : (stryCov_9fa48("1304"), '');
    const grouped = groupThousands(String(whole));
    return (stryMutAct_9fa48("1307") ? fraction === 0 || Number.isInteger(amount) : stryMutAct_9fa48("1306") ? false : stryMutAct_9fa48("1305") ? true : (stryCov_9fa48("1305", "1306", "1307"), (stryMutAct_9fa48("1309") ? fraction !== 0 : stryMutAct_9fa48("1308") ? true : (stryCov_9fa48("1308", "1309"), fraction === 0)) && Number.isInteger(amount))) ? stryMutAct_9fa48("1310") ? `` : (stryCov_9fa48("1310"), `${sign}${grouped}`) : stryMutAct_9fa48("1311") ? `` : (stryCov_9fa48("1311"), `${sign}${grouped}.${String(fraction).padStart(2, stryMutAct_9fa48("1312") ? "" : (stryCov_9fa48("1312"), '0'))}`);
  }
}

/** `1234567` → `1 234 567`. */
export function groupThousands(digits: string): string {
  if (stryMutAct_9fa48("1313")) {
    {}
  } else {
    stryCov_9fa48("1313");
    return digits.replace(stryMutAct_9fa48("1319") ? /\B(?=(\d{3})+(?!\D))/g : stryMutAct_9fa48("1318") ? /\B(?=(\d{3})+(?=\d))/g : stryMutAct_9fa48("1317") ? /\B(?=(\D{3})+(?!\d))/g : stryMutAct_9fa48("1316") ? /\B(?=(\d)+(?!\d))/g : stryMutAct_9fa48("1315") ? /\B(?=(\d{3})(?!\d))/g : stryMutAct_9fa48("1314") ? /\B(?!(\d{3})+(?!\d))/g : (stryCov_9fa48("1314", "1315", "1316", "1317", "1318", "1319"), /\B(?=(\d{3})+(?!\d))/g), stryMutAct_9fa48("1320") ? "" : (stryCov_9fa48("1320"), ' '));
  }
}