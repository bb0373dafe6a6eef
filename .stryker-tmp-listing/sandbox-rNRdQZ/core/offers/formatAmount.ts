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
  if (stryMutAct_9fa48("993")) {
    {}
  } else {
    stryCov_9fa48("993");
    if (stryMutAct_9fa48("996") ? false : stryMutAct_9fa48("995") ? true : stryMutAct_9fa48("994") ? Number.isFinite(amount) : (stryCov_9fa48("994", "995", "996"), !Number.isFinite(amount))) return stryMutAct_9fa48("997") ? "Stryker was here!" : (stryCov_9fa48("997"), '');
    const cents = Math.round(stryMutAct_9fa48("998") ? Math.abs(amount) / 100 : (stryCov_9fa48("998"), Math.abs(amount) * 100));
    const whole = Math.floor(stryMutAct_9fa48("999") ? cents * 100 : (stryCov_9fa48("999"), cents / 100));
    const fraction = stryMutAct_9fa48("1000") ? cents * 100 : (stryCov_9fa48("1000"), cents % 100);
    const sign = (stryMutAct_9fa48("1003") ? amount < 0 || cents !== 0 : stryMutAct_9fa48("1002") ? false : stryMutAct_9fa48("1001") ? true : (stryCov_9fa48("1001", "1002", "1003"), (stryMutAct_9fa48("1006") ? amount >= 0 : stryMutAct_9fa48("1005") ? amount <= 0 : stryMutAct_9fa48("1004") ? true : (stryCov_9fa48("1004", "1005", "1006"), amount < 0)) && (stryMutAct_9fa48("1008") ? cents === 0 : stryMutAct_9fa48("1007") ? true : (stryCov_9fa48("1007", "1008"), cents !== 0)))) ? stryMutAct_9fa48("1009") ? "" : (stryCov_9fa48("1009"), '-') : stryMutAct_9fa48("1010") ? "Stryker was here!" : (stryCov_9fa48("1010"), '');
    const grouped = groupThousands(String(whole));
    return (stryMutAct_9fa48("1013") ? fraction === 0 || Number.isInteger(amount) : stryMutAct_9fa48("1012") ? false : stryMutAct_9fa48("1011") ? true : (stryCov_9fa48("1011", "1012", "1013"), (stryMutAct_9fa48("1015") ? fraction !== 0 : stryMutAct_9fa48("1014") ? true : (stryCov_9fa48("1014", "1015"), fraction === 0)) && Number.isInteger(amount))) ? stryMutAct_9fa48("1016") ? `` : (stryCov_9fa48("1016"), `${sign}${grouped}`) : stryMutAct_9fa48("1017") ? `` : (stryCov_9fa48("1017"), `${sign}${grouped}.${String(fraction).padStart(2, stryMutAct_9fa48("1018") ? "" : (stryCov_9fa48("1018"), '0'))}`);
  }
}

/** `1234567` → `1 234 567`. */
export function groupThousands(digits: string): string {
  if (stryMutAct_9fa48("1019")) {
    {}
  } else {
    stryCov_9fa48("1019");
    return digits.replace(stryMutAct_9fa48("1025") ? /\B(?=(\d{3})+(?!\D))/g : stryMutAct_9fa48("1024") ? /\B(?=(\d{3})+(?=\d))/g : stryMutAct_9fa48("1023") ? /\B(?=(\D{3})+(?!\d))/g : stryMutAct_9fa48("1022") ? /\B(?=(\d)+(?!\d))/g : stryMutAct_9fa48("1021") ? /\B(?=(\d{3})(?!\d))/g : stryMutAct_9fa48("1020") ? /\B(?!(\d{3})+(?!\d))/g : (stryCov_9fa48("1020", "1021", "1022", "1023", "1024", "1025"), /\B(?=(\d{3})+(?!\d))/g), stryMutAct_9fa48("1026") ? "" : (stryCov_9fa48("1026"), ' '));
  }
}