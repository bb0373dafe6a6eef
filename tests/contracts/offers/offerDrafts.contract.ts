import { describe, expect, it } from 'vitest';
import type { OfferDrafts } from '../../../core/offers/lifecycle/OfferDrafts.ts';
import { editorValuesFromDraft } from '../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { offerFormData } from '../../../core/offers/lifecycle/editing/offerFormData.ts';
import { completeValues, failure, newMarker, ok, type LifecycleWorld } from './lifecycleWorld.ts';

/** What every OfferDrafts adapter promises. */
export function offerDraftsContract(adapter: string, world: LifecycleWorld): void {
  describe(`OfferDrafts contract: ${adapter}`, () => {
    it('starts a draft with its plan and an edit token that opens it for anyone holding it', async () => {
      const { drafts } = await world.guest();
      const started = await ok(drafts.initiate(world.plan));
      expect(started.token.length).toBeGreaterThanOrEqual(20);
      const draft = await ok(drafts.load(started));
      expect(draft).toMatchObject({
        slug: started.slug,
        status: 'draft',
        pricing_plan: world.plan,
        title: null,
        employment_types: [],
        remote_interview: false,
      });
      expect(await failure(drafts.load({ slug: started.slug }))).toEqual({ kind: 'not-found' });
      expect(await failure(drafts.load({ slug: started.slug, token: `${started.token}x` }))).toEqual({ kind: 'not-found' });
    });

    it('refuses a plan it does not sell', async () => {
      const { drafts } = await world.employer();
      expect(await failure(drafts.initiate('no-such-plan'))).toEqual({ kind: 'unknown-plan' });
    });

    it('keeps every field of the shaped form, the category from the subcategory, and gives it back to the editor as typed', async () => {
      const { drafts } = await world.employer();
      const { slug } = await ok(drafts.initiate(world.plan));
      const dictionaries = await ok(world.dictionaries().load('en'));
      const values = await completeValues(world.dictionaries(), newMarker());
      expect(await ok(drafts.save({ slug }, offerFormData(values)))).toMatchObject({ slug, status: 'draft' });

      const draft = await ok(drafts.load({ slug }));
      expect(draft).toMatchObject({
        title: values.title,
        category_id: Number(values.subcategoryId),
        city: values.city,
        employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'pln', gross: false, unit: 'month' }],
        required_skills: [{ name: 'TypeScript', level: 4 }],
        optional_skills: [],
        future_consent: null,
        custom_consent: { text: 'I agree to be contacted.', enabled: true },
        remote_interview: true,
        open_to_hire_ukrainians: false,
        apply_url: null,
      });
      const back = editorValuesFromDraft(draft, dictionaries.categories);
      expect({ ...back, body: values.body, employmentTypes: values.employmentTypes }).toEqual(values);
    });

    it('clears a field sent empty', async () => {
      const { drafts } = await world.employer();
      const { slug } = await ok(drafts.initiate(world.plan));
      const values = await completeValues(world.dictionaries(), newMarker());
      await ok(drafts.save({ slug }, offerFormData(values)));
      await ok(drafts.save({ slug }, offerFormData({ ...values, street: '', employmentTypes: [], requiredSkills: [] })));
      expect(await ok(drafts.load({ slug }))).toMatchObject({ street: null, employment_types: [], required_skills: [], title: values.title });
    });

    it('refuses a city or a category the board does not have, by field', async () => {
      const { drafts } = await world.employer();
      const { slug } = await ok(drafts.initiate(world.plan));
      const values = await completeValues(world.dictionaries(), newMarker(), { city: 'atlantis', categoryId: '987654', subcategoryId: '' });
      const refused = await failure(drafts.save({ slug }, offerFormData(values)));
      expect(refused.kind).toBe('invalid-offer');
      expect(Object.keys(refused.kind === 'invalid-offer' ? refused.fields : {}).sort()).toEqual(['category_id', 'city']);
    });

    it('lets no one but the company and the token holder read a draft, and saves the form only for a logged-in employer', async () => {
      const owner = await world.employer();
      const other = await world.employer();
      const guest = await world.guest();
      const started = await ok(owner.drafts.initiate(world.plan));
      expect(await failure(other.drafts.load({ slug: started.slug }))).toEqual({ kind: 'not-found' });
      const values = await completeValues(world.dictionaries(), newMarker());
      expect(await failure(guest.drafts.save(started, offerFormData(values)))).toEqual({ kind: 'unauthorized' });
      expect(await failure(other.drafts.save({ slug: started.slug }, offerFormData(values)))).toEqual({ kind: 'not-found' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = OfferDrafts;
