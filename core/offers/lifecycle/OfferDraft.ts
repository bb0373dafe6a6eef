/**
 * The offer (server) entity of platform.md 3 as the employer edits it, with the field names the
 * gateway gives them (snake_case, docs/offer-lifecycle.md), so that the wire shapes decode into
 * these types as they are.
 */
export type OfferStatus = 'draft' | 'paid' | 'published' | 'finished' | 'expired';

/** A contract and its pay range: `from`/`to` per `unit`; `gross` (platform.md 3: only when type is any; true for permanent). */
export interface EmploymentTypeFields {
  readonly type: string;
  readonly from: number | null;
  readonly to: number | null;
  readonly currency: string;
  readonly gross: boolean;
  readonly unit: string;
}

export interface SkillFields {
  readonly name: string;
  /** 1 (nice to know) to 5 (expert). */
  readonly level: number;
}

export interface ConsentFields {
  readonly text: string;
  readonly enabled: boolean;
}

export interface OfferFields {
  readonly title: string | null;
  /** The description: HTML, sanitised by the gateway. */
  readonly body: string | null;
  /** The subcategory when one is chosen, else the main category. */
  readonly category_id: number | null;
  /** A city slug of the gateway's /cities. */
  readonly city: string | null;
  readonly street: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly experience_level: string | null;
  readonly workplace_type: string | null;
  readonly working_time: string | null;
  readonly employment_types: readonly EmploymentTypeFields[];
  readonly required_skills: readonly SkillFields[];
  readonly optional_skills: readonly SkillFields[];
  readonly apply_url: string | null;
  readonly apply_email: string | null;
  readonly contact_email: string | null;
  readonly contact_name: string | null;
  readonly contact_phone: string | null;
  readonly information_clause: string | null;
  readonly future_consent: ConsentFields | null;
  readonly custom_consent: ConsentFields | null;
  readonly remote_interview: boolean;
  readonly open_to_hire_ukrainians: boolean;
  readonly company_name: string | null;
  readonly company_size: string | null;
  readonly company_url: string | null;
}

/** An empty form: where every new offer starts, and what a field not sent reads as. */
export const emptyOfferFields = (): OfferFields => ({
  title: null,
  body: null,
  category_id: null,
  city: null,
  street: null,
  latitude: null,
  longitude: null,
  experience_level: null,
  workplace_type: null,
  working_time: null,
  employment_types: [],
  required_skills: [],
  optional_skills: [],
  apply_url: null,
  apply_email: null,
  contact_email: null,
  contact_name: null,
  contact_phone: null,
  information_clause: null,
  future_consent: null,
  custom_consent: null,
  remote_interview: false,
  open_to_hire_ukrainians: false,
  company_name: null,
  company_size: null,
  company_url: null,
});

/** GET /v1/offers/{slug}: the offer as its editor sees it. */
export interface OfferDraft extends OfferFields {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatus;
  readonly pricing_plan: string;
  /** The logo's address once one is uploaded. */
  readonly company_logo: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly published_at: string | null;
  readonly expires_at: string | null;
  readonly finished_at: string | null;
}

/**
 * How a call reaches one offer: by its slug, as an employer of its company (the bearer token), or
 * with the edit token `InitiateOffer` answered (anyone holding it).
 */
export interface OfferAccess {
  readonly slug: string;
  readonly token?: string;
}

/** A new draft: its slug and its edit token (shown once: the gateway keeps only its hash). */
export interface InitiatedOffer {
  readonly slug: string;
  readonly token: string;
}

export interface OfferSaved {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatus;
}

/** Where an offer stands after publish, extend or finish. */
export interface OfferPublication {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatus;
  readonly published_at: string | null;
  readonly expires_at: string | null;
  readonly finished_at: string | null;
}
