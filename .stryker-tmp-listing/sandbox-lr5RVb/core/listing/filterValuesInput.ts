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
import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { buildListingUrl } from './buildListingUrl.ts';
import { emptyFilters, type FilterValues } from './FilterValues.ts';
import type { ListingVocabulary } from './ListingVocabulary.ts';
import { parseListingUrl } from './parseListingUrl.ts';
const nullableString = t.union(stryMutAct_9fa48("532") ? [] : (stryCov_9fa48("532"), [t.string, t.null]));
const strings = t.array(t.string);

/**
 * Filter values as a script or a stored search gives them: any subset of the fields, each of the
 * right JSON type. What is missing is the default; what is unknown or out of range is dropped
 * afterwards by `normalizeFilters`.
 */
export const FilterValuesInputCodec = t.exact(t.partial(stryMutAct_9fa48("533") ? {} : (stryCov_9fa48("533"), {
  city: nullableString,
  remote: t.boolean,
  category: nullableString,
  subcategories: strings,
  keywords: strings,
  companyNames: strings,
  skills: strings,
  jobTitles: strings,
  cityRadiusKm: t.number,
  salary: t.union(stryMutAct_9fa48("534") ? [] : (stryCov_9fa48("534"), [t.tuple(stryMutAct_9fa48("535") ? [] : (stryCov_9fa48("535"), [t.number, t.number])), t.null])),
  employmentTypes: strings,
  workingTimes: strings,
  experienceLevels: strings,
  remoteWorkOptions: strings,
  ukraineFriendly: t.boolean,
  withSalary: t.boolean,
  showMap: t.boolean,
  sort: t.string
})));
export type InvalidFilterValues = {
  readonly kind: 'invalid-filter-values';
  readonly path: string;
  readonly expected: string;
};

/** The valid filter state closest to `filters`: what its canonical URL parses to. */
export function normalizeFilters(filters: FilterValues, vocabulary: ListingVocabulary): FilterValues {
  if (stryMutAct_9fa48("536")) {
    {}
  } else {
    stryCov_9fa48("536");
    const parsed = parseListingUrl(buildListingUrl(filters, stryMutAct_9fa48("537") ? "" : (stryCov_9fa48("537"), 'en'), vocabulary), vocabulary);
    // A built URL always parses; the fallback only satisfies the type checker.
    return (stryMutAct_9fa48("540") ? parsed.kind !== 'listing' : stryMutAct_9fa48("539") ? false : stryMutAct_9fa48("538") ? true : (stryCov_9fa48("538", "539", "540"), parsed.kind === (stryMutAct_9fa48("541") ? "" : (stryCov_9fa48("541"), 'listing')))) ? parsed.filters : emptyFilters;
  }
}

/** Decodes filter values from JSON input (`{}` is no filter) and normalizes them. */
export function filterValuesFromInput(input: unknown, vocabulary: ListingVocabulary): Result<FilterValues, InvalidFilterValues> {
  if (stryMutAct_9fa48("542")) {
    {}
  } else {
    stryCov_9fa48("542");
    const decoded = FilterValuesInputCodec.decode(input);
    if (stryMutAct_9fa48("545") ? decoded._tag !== 'Left' : stryMutAct_9fa48("544") ? false : stryMutAct_9fa48("543") ? true : (stryCov_9fa48("543", "544", "545"), decoded._tag === (stryMutAct_9fa48("546") ? "" : (stryCov_9fa48("546"), 'Left')))) {
      if (stryMutAct_9fa48("547")) {
        {}
      } else {
        stryCov_9fa48("547");
        // The field that failed (context 0 is the whole object), named with its expected type.
        const field = stryMutAct_9fa48("548") ? decoded.left[0].context[1] : (stryCov_9fa48("548"), decoded.left[0]?.context[1]);
        return err((stryMutAct_9fa48("551") ? field !== undefined : stryMutAct_9fa48("550") ? false : stryMutAct_9fa48("549") ? true : (stryCov_9fa48("549", "550", "551"), field === undefined)) ? stryMutAct_9fa48("552") ? {} : (stryCov_9fa48("552"), {
          kind: stryMutAct_9fa48("553") ? "" : (stryCov_9fa48("553"), 'invalid-filter-values'),
          path: stryMutAct_9fa48("554") ? "" : (stryCov_9fa48("554"), '(root)'),
          expected: stryMutAct_9fa48("555") ? "" : (stryCov_9fa48("555"), 'a JSON object of filter values')
        }) : stryMutAct_9fa48("556") ? {} : (stryCov_9fa48("556"), {
          kind: stryMutAct_9fa48("557") ? "" : (stryCov_9fa48("557"), 'invalid-filter-values'),
          path: field.key,
          expected: field.type.name
        }));
      }
    }
    const radius = stryMutAct_9fa48("558") ? {} : (stryCov_9fa48("558"), {
      cityRadiusKm: vocabulary.configuration.defaultRadiusKm
    });
    return ok(normalizeFilters({
      ...emptyFilters,
      ...radius,
      ...decoded.right
    } as FilterValues, vocabulary));
  }
}