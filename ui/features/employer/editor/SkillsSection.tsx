import styled from '@emotion/styled';
import type { SkillFields } from '../../../../core/offers/lifecycle/OfferDraft.ts';
import { EDITOR_LIMITS } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { media } from '../../../theme/tokens.ts';
import { SelectField, TextField } from '../shell/PanelFields.tsx';
import type { EditorSectionProps } from './editorContext.ts';

const Skill = styled.div`
  display: grid;
  gap: 8px;
  align-items: end;
  ${media.sm} {
    grid-template-columns: 2fr 1fr auto;
  }
`;

const LEVELS = ['1', '2', '3', '4', '5'] as const;

/** The required and the nice-to-have skills, each with a level from 1 to 5. */
export function SkillsSection({ form, problem }: Omit<EditorSectionProps, 'dictionaries'>) {
  const { t } = useTexts();
  const list = (key: 'requiredSkills' | 'optionalSkills') => {
    const skills = form.values[key];
    const set = (next: readonly SkillFields[]) => void form.setFieldValue(key, next);
    return (
      <fieldset data-testid={`skills-${key}`}>
        <legend>{t(`panel.editor.fields.${key}`)}</legend>
        {skills.map((skill, index) => (
          <Skill key={index}>
            <TextField
              form={form}
              name={`${key}.${index}.name`}
              label={t('panel.editor.fields.skillName')}
              problem={problem(`${key}.${index}.name`)}
            />
            <SelectField
              form={form}
              parse={Number}
              name={`${key}.${index}.level`}
              label={t('panel.editor.fields.skillLevel')}
              options={LEVELS.map((level) => ({ value: level, label: t(`panel.editor.skillLevels.${level}`) }))}
            />
            <Button
              type="button"
              onClick={() => set(skills.filter((_other, at) => at !== index))}
              aria-label={t('panel.editor.fields.removeSkill', { name: skill.name })}
            >
              {t('panel.editor.fields.remove')}
            </Button>
          </Skill>
        ))}
        {skills.length < EDITOR_LIMITS.skills && (
          <Button type="button" data-testid={`add-${key}`} onClick={() => set([...skills, { name: '', level: 3 }])}>
            + {t('panel.editor.fields.addSkill')}
          </Button>
        )}
      </fieldset>
    );
  };
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.skills')}</legend>
      {list('requiredSkills')}
      {list('optionalSkills')}
    </fieldset>
  );
}
