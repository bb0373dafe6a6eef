import { useState } from 'react';
import { languageLevels, type InternalLanguage, type LanguageLevel } from '../../../../core/profile/CandidateDocument.ts';
import { languageCodes } from '../../../../core/profile/profileLimits.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField } from '../portal/ProfileField.tsx';
import { ChipList, FieldRow, Fieldset } from '../portal/profileStyles.ts';

/** Languages with their level: chips to remove, a language and a level to add. */
export function LanguagesEditor({
  languages,
  onChange,
}: {
  languages: readonly InternalLanguage[];
  onChange: (languages: InternalLanguage[]) => void;
}) {
  const { t } = useTexts();
  const [code, setCode] = useState('');
  const [level, setLevel] = useState<LanguageLevel>('B2');
  const nameOf = (language: InternalLanguage) =>
    `${t(`profile.languages.${language.code}`)} – ${t(`profile.preferences.languageLevels.${language.level}`)}`;
  const left = languageCodes.filter((candidate) => !languages.some((language) => language.code === candidate));
  return (
    <Fieldset data-testid="languages-editor">
      <legend>{t('profile.preferences.languages')}</legend>
      {languages.length > 0 ? (
        <ChipList>
          {languages.map((language) => (
            <li key={language.code}>
              <span>{nameOf(language)}</span>
              <Button
                type="button"
                aria-label={t('profile.preferences.removeLanguage', { name: nameOf(language) })}
                onClick={() => onChange(languages.filter((item) => item.code !== language.code))}
              >
                ×
              </Button>
            </li>
          ))}
        </ChipList>
      ) : (
        <p className="hint">{t('profile.common.none')}</p>
      )}
      <FieldRow>
        <SelectField
          id="language-code"
          label={t('profile.preferences.language')}
          value={code}
          onChange={setCode}
          options={[
            { value: '', label: t('profile.preferences.chooseLanguage') },
            ...left.map((value) => ({ value, label: t(`profile.languages.${value}`) })),
          ]}
        />
        <SelectField
          id="language-level"
          label={t('profile.preferences.languageLevel')}
          value={level}
          onChange={(value) => setLevel(value as LanguageLevel)}
          options={languageLevels.map((value) => ({ value, label: t(`profile.preferences.languageLevels.${value}`) }))}
        />
      </FieldRow>
      <Button
        type="button"
        disabled={code === ''}
        data-testid="language-add"
        onClick={() => {
          onChange([...languages, { code, level }]);
          setCode('');
        }}
      >
        {t('profile.preferences.addLanguage')}
      </Button>
    </Fieldset>
  );
}
