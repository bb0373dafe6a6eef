import { useFormik } from 'formik';
import type { CandidateDocument, SocialProfile, SocialProfileType } from '../../../../core/profile/CandidateDocument.ts';
import { socialProfileTypes } from '../../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../../core/profile/profileLimits.ts';
import { profilePatchProblems } from '../../../../core/profile/rules/personalRules.ts';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';
import { ProfileDocuments } from '../../applications/index.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { AvatarField } from './AvatarField.tsx';
import { TextField, type ShownProblem } from '../portal/ProfileField.tsx';
import { FieldRow, Fieldset } from '../portal/profileStyles.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { SaveActions } from '../portal/SaveActions.tsx';
import { useSaveStatus } from '../portal/useSaveStatus.ts';
import { Card } from '../../../components/Card.ts';

type PersonalValues = { firstName: string; lastName: string } & Record<SocialProfileType, string>;

const linkOf = (profiles: readonly SocialProfile[], type: SocialProfileType) => profiles.find((profile) => profile.type === type)?.link ?? '';

function toPatch(values: PersonalValues) {
  const socialMediaProfiles = socialProfileTypes.flatMap((type) => (values[type].trim() === '' ? [] : [{ type, link: values[type] }]));
  return { firstName: values.firstName, lastName: values.lastName, socialMediaProfiles };
}

/** The core rules' problems by form field (a social profile's problem goes to its type's field). */
function validate(values: PersonalValues): Partial<Record<keyof PersonalValues, Problem>> {
  const patch = toPatch(values);
  const problems = profilePatchProblems(patch);
  const errors: Partial<Record<keyof PersonalValues, Problem>> = {};
  if (problems['firstName']) errors.firstName = problems['firstName'];
  if (problems['lastName']) errors.lastName = problems['lastName'];
  patch.socialMediaProfiles.forEach((profile, index) => {
    const problem = problems[`socialMediaProfiles.${index}.link`];
    if (problem) errors[profile.type] = problem;
  });
  return errors;
}

const limitOf = (field: keyof PersonalValues) =>
  field === 'firstName' || field === 'lastName' ? PROFILE_LIMITS.nameLength : PROFILE_LIMITS.linkLength;

/** The name fields with what browsers fill them with. */
const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

/** Names, photo, e-mail (read only), social profiles by type, and the slot for application documents. */
export function PersonalSection({ document }: { document: CandidateDocument }) {
  const { t } = useTexts();
  const update = useUseCase(ProfileKeys.UpdateProfile);
  const { status, saved, failed, clear } = useSaveStatus();
  const profiles = document.profile.socialMediaProfiles;
  const form = useFormik<PersonalValues>({
    initialValues: {
      firstName: document.firstName,
      lastName: document.lastName,
      linkedin: linkOf(profiles, 'linkedin'),
      github: linkOf(profiles, 'github'),
      other: linkOf(profiles, 'other'),
    },
    validate,
    onSubmit: async (values) => {
      clear();
      await update.execute(toPatch(values)).match(
        () => saved('profile.common.saved'),
        (failure) => failed(failureKey(failure)),
      );
    },
  });
  const problem = (field: keyof PersonalValues): ShownProblem | undefined => {
    const found = form.touched[field] || form.submitCount > 0 ? (form.errors[field] as Problem | undefined) : undefined;
    return found ? { problem: found, max: limitOf(field) } : undefined;
  };

  return (
    <Card aria-labelledby="personal-heading" data-testid="personal-section">
      <h2 id="personal-heading">{t('profile.personal.heading')}</h2>
      <AvatarField avatarUrl={document.avatarUrl} name={`${document.firstName} ${document.lastName}`} />
      <form noValidate onSubmit={form.handleSubmit} data-testid="personal-form">
        <FieldRow>
          {NAME_FIELDS.map(([name, autoComplete]) => (
            <TextField
              key={name}
              id={name}
              label={t(`profile.personal.${name}`)}
              autoComplete={autoComplete}
              {...form.getFieldProps(name)}
              problem={problem(name)}
              required
            />
          ))}
        </FieldRow>
        <TextField
          id="email"
          label={t('profile.personal.email')}
          type="email"
          value={document.email}
          onChange={() => undefined}
          readOnly
          hint={t('profile.personal.emailNote')}
        />
        <Fieldset>
          <legend>{t('profile.personal.social')}</legend>
          <p className="hint">{t('profile.personal.socialHint')}</p>
          {socialProfileTypes.map((type) => (
            <TextField
              key={type}
              id={type}
              type="url"
              inputMode="url"
              label={t(`profile.personal.types.${type}`)}
              {...form.getFieldProps(type)}
              problem={problem(type)}
            />
          ))}
        </Fieldset>
        <SaveActions status={status} testId="personal" submitting={form.isSubmitting} />
      </form>
      <h3>{t('profile.personal.documents')}</h3>
      <ProfileDocuments />
    </Card>
  );
}
