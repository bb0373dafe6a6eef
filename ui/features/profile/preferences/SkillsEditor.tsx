import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { candidateMedia } from '../../../theme/breakpoints.ts';
import { SelectField, TextField, type ShownProblem } from '../portal/ProfileField.tsx';
import { Fieldset } from '../portal/profileStyles.ts';
import { plainList } from '../../../theme/controls.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 12px;
  align-items: end;
  ${candidateMedia.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
  button {
    margin-bottom: 12px;
  }
`;

const Rows = styled.ul`
  ${plainList}
`;

const levels = ['1', '2', '3', '4', '5'];

export interface SkillsEditorProps {
  readonly skills: readonly { name: string; level: string }[];
  readonly onChange: (skills: { name: string; level: string }[]) => void;
  readonly problemAt: (path: string) => ShownProblem | undefined;
}

/** Skills as rows of a name and a level 1-5; a new row takes the focus, a removed one gives it to the add button. */
export function SkillsEditor({ skills, onChange, problemAt }: SkillsEditorProps) {
  const { t } = useTexts();
  const added = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    document.getElementById(`skill-${skills.length - 1}-name`)?.focus();
  }, [skills.length]);
  const set = (index: number, patch: Partial<{ name: string; level: string }>) =>
    onChange(skills.map((skill, at) => (at === index ? { ...skill, ...patch } : skill)));
  const listProblem = problemAt('skills');
  return (
    <Fieldset data-testid="skills-editor">
      <legend>{t('profile.preferences.skills')}</legend>
      {listProblem && <p className="error">{t(`profile.problems.${listProblem.problem}`, { max: listProblem.max })}</p>}
      <Rows>
        {skills.map((skill, index) => (
          <Row key={index}>
            <TextField
              id={`skill-${index}-name`}
              label={t('profile.preferences.skillName')}
              value={skill.name}
              onChange={(event) => set(index, { name: event.target.value })}
              problem={problemAt(`skills.${index}.name`) ?? problemAt(`skills.${index}`)}
            />
            <SelectField
              id={`skill-${index}-level`}
              label={t('profile.preferences.skillLevel')}
              value={skill.level}
              onChange={(level) => set(index, { level })}
              options={levels.map((level) => ({ value: level, label: t(`profile.preferences.levels.${level}`) }))}
              problem={problemAt(`skills.${index}.level`)}
            />
            <Button
              type="button"
              aria-label={t('profile.preferences.removeSkill', { name: skill.name || String(index + 1) })}
              onClick={() => {
                onChange(skills.filter((_, at) => at !== index));
                addButton.current?.focus();
              }}
            >
              {t('profile.common.remove')}
            </Button>
          </Row>
        ))}
      </Rows>
      <Button
        ref={addButton}
        type="button"
        data-testid="skill-add"
        onClick={() => {
          added.current = true;
          onChange([...skills, { name: '', level: '3' }]);
        }}
      >
        {t('profile.preferences.addSkill')}
      </Button>
    </Fieldset>
  );
}
