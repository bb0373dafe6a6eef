import { describe, expect, it } from 'vitest';
import { EDITOR_LIMITS, formatProblems, publicationHints } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import { newEmploymentType, type EmploymentTypeValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { editorValues } from './lifecycleCoreWorld.ts';

const contract = (type: string, from: string, to: string): EmploymentTypeValues => ({ ...newEmploymentType(type), from, to });
const skills = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Skill ${index}`, level: 3 }));

describe('formatProblems: lengths', () => {
  it('finds nothing wrong in a complete, well-formed form', () => {
    expect(formatProblems(editorValues())).toEqual({});
  });

  it('lets a line reach its limit, counting it without the spaces around it', () => {
    const title = 'T'.repeat(EDITOR_LIMITS.title);
    expect(formatProblems(editorValues({ title }))).toEqual({});
    expect(formatProblems(editorValues({ title: `  ${title}  ` }))).toEqual({});
    expect(formatProblems(editorValues({ title: `${title}T` }))).toEqual({ title: 'too-long' });
  });

  it('lets the description reach its limit', () => {
    expect(formatProblems(editorValues({ body: 'b'.repeat(EDITOR_LIMITS.body) }))).toEqual({});
    expect(formatProblems(editorValues({ body: 'b'.repeat(EDITOR_LIMITS.body + 1) }))).toEqual({ body: 'too-long' });
  });

  it('takes up to five contracts of different types', () => {
    const types = ['permanent', 'b2b', 'mandate_contract', 'specific_task_contract', 'internship', 'other'];
    const five = types.slice(0, EDITOR_LIMITS.employmentTypes).map((type) => contract(type, '1000', '2000'));
    expect(formatProblems(editorValues({ employmentTypes: five }))).toEqual({});
    const six = types.map((type) => contract(type, '1000', '2000'));
    expect(formatProblems(editorValues({ employmentTypes: six }))).toEqual({ employmentTypes: 'too-many' });
  });

  it('takes up to thirty skills per list', () => {
    expect(formatProblems(editorValues({ requiredSkills: skills(EDITOR_LIMITS.skills), optionalSkills: skills(EDITOR_LIMITS.skills) }))).toEqual({});
    expect(formatProblems(editorValues({ requiredSkills: skills(EDITOR_LIMITS.skills + 1) }))).toEqual({ requiredSkills: 'too-many' });
    expect(formatProblems(editorValues({ optionalSkills: skills(EDITOR_LIMITS.skills + 1) }))).toEqual({ optionalSkills: 'too-many' });
  });

  it('lets a skill name reach its limit, counting it without the spaces around it', () => {
    const name = 'S'.repeat(EDITOR_LIMITS.skillName);
    expect(formatProblems(editorValues({ requiredSkills: [{ name, level: 3 }] }))).toEqual({});
    expect(formatProblems(editorValues({ requiredSkills: [{ name: ` ${name} `, level: 3 }] }))).toEqual({});
    expect(formatProblems(editorValues({ optionalSkills: [{ name: `${name}S`, level: 3 }] }))).toEqual({ 'optionalSkills.0.name': 'too-long' });
  });
});

describe('formatProblems: addresses and coordinates', () => {
  it('takes blank optional addresses, e-mails and phones as not given', () => {
    expect(formatProblems(editorValues({ applyUrl: '   ', companyUrl: ' ', applyEmail: '  ', contactEmail: ' ', contactPhone: '   ' }))).toEqual({});
  });

  it('reads addresses and phones without the spaces around them', () => {
    expect(
      formatProblems(editorValues({ applyUrl: ' https://acme.example/jobs ', contactEmail: ' hr@acme.example ', contactPhone: ' +48 123 456 789 ' })),
    ).toEqual({});
  });

  it('takes coordinates up to the poles and the date line', () => {
    expect(formatProblems(editorValues({ latitude: '52.23', longitude: '21.01' }))).toEqual({});
    expect(formatProblems(editorValues({ latitude: '90', longitude: '-180' }))).toEqual({});
    expect(formatProblems(editorValues({ latitude: '-90.01', longitude: '180.5' }))).toEqual({
      latitude: 'invalid-coordinate',
      longitude: 'invalid-coordinate',
    });
    expect(formatProblems(editorValues({ longitude: 'east' }))).toEqual({ longitude: 'invalid-coordinate' });
  });
});

describe('formatProblems: salaries', () => {
  it('takes blank amounts as not given', () => {
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '', ''), contract('permanent', '  ', ' ')] }))).toEqual({});
  });

  it('names an upper amount that is not an amount', () => {
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '1000', 'lots')] }))).toEqual({
      'employmentTypes.0.to': 'invalid-amount',
    });
  });

  it('lets both ends be equal, but not the bottom above the top', () => {
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '20 000', '20000')] }))).toEqual({});
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '20000,01', '20000')] }))).toEqual({
      'employmentTypes.0.to': 'range-order',
    });
  });

  it('names only the second of two contracts of one type', () => {
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '1', '2'), contract('permanent', '1', '2')] }))).toEqual({});
    expect(formatProblems(editorValues({ employmentTypes: [contract('b2b', '1', '2'), contract('b2b', '3', '4')] }))).toEqual({
      'employmentTypes.1.type': 'duplicate',
    });
  });
});

describe('formatProblems: skills', () => {
  it('takes different skills, however padded, and blank rows as no duplicates', () => {
    expect(
      formatProblems(
        editorValues({
          requiredSkills: [
            { name: ' Go ', level: 3 },
            { name: 'Rust', level: 2 },
            { name: '', level: 1 },
            { name: '  ', level: 1 },
          ],
        }),
      ),
    ).toEqual({});
  });

  it('names the later of two skills that differ only by case and spaces', () => {
    expect(
      formatProblems(
        editorValues({
          optionalSkills: [
            { name: ' Go', level: 3 },
            { name: 'go', level: 2 },
          ],
        }),
      ),
    ).toEqual({ 'optionalSkills.1.name': 'duplicate' });
  });
});

describe('publicationHints', () => {
  it('asks for at least one contract', () => {
    expect(publicationHints(editorValues({ employmentTypes: [] }))).toEqual({ employmentTypes: 'required' });
  });

  it('asks for the category when neither it nor a subcategory is chosen', () => {
    expect(publicationHints(editorValues({ categoryId: '2', subcategoryId: '' }))).toEqual({});
    expect(publicationHints(editorValues({ categoryId: ' ', subcategoryId: '  ' }))).toEqual({ categoryId: 'required' });
  });

  it('asks for a range on each contract that has none', () => {
    expect(publicationHints(editorValues({ employmentTypes: [contract('b2b', '1000', '2000'), contract('permanent', '', '3000')] }))).toEqual({
      'employmentTypes.1.to': 'salary-range-required',
    });
  });
});
