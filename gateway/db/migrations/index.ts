import type { Migration } from 'kysely';
import * as m0001 from './0001_listing.ts';
import * as m0002 from './0002_listing_search.ts';
import * as m0003 from './0003_session.ts';
import * as m0004 from './0004_alerts.ts';
import * as m0005 from './0005_analytics.ts';
import * as m0006 from './0006_password_codes.ts';
import * as m0007 from './0007_employer_accounts.ts';
import * as m0008 from './0008_offer_lifecycle.ts';
import * as m0009 from './0009_payments.ts';
import * as m0010 from './0010_candidate_profiles.ts';
import * as m0011 from './0011_candidate_search.ts';
import * as m0012 from './0012_company_profiles.ts';
import * as m0013 from './0013_company_profiles_demo.ts';
import * as m0014v from './0014_offer_view_visitors.ts';
import * as m0014d from './0014_documents.ts';
import * as m0015a from './0015_applications.ts';
import * as m0016 from './0016_passive_candidates.ts';
import * as m0017 from './0017_chat.ts';
import * as m0018 from './0018_dictionaries.ts';
import * as m0020 from './0020_company_panel.ts';
import * as m0021 from './0021_brand_story_pictures.ts';

/** Every migration in order. Add a file, then a line here; never edit a migration that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_listing': m0001,
  '0002_listing_search': m0002,
  '0003_session': m0003,
  '0004_alerts': m0004,
  '0005_analytics': m0005,
  '0006_password_codes': m0006,
  '0007_employer_accounts': m0007,
  '0008_offer_lifecycle': m0008,
  '0009_payments': m0009,
  '0010_candidate_profiles': m0010,
  '0011_candidate_search': m0011,
  '0012_company_profiles': m0012,
  '0013_company_profiles_demo': m0013,
  '0014_documents': m0014d,
  '0014_offer_view_visitors': m0014v,
  '0015_applications': m0015a,
  '0016_passive_candidates': m0016,
  '0017_chat': m0017,
  '0018_dictionaries': m0018,
  '0020_company_panel': m0020,
  '0021_brand_story_pictures': m0021,
};
