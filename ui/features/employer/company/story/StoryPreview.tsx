import styled from '@emotion/styled';
import type { StoryPicture } from '../../../../../core/employer/company/story/BrandStory.ts';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { color, radius } from '../../../../theme/tokens.ts';
import { Panel } from '../../shell/panelStyles.ts';
import { useObjectUrl } from '../useObjectUrl.ts';
import { paragraphs, technologiesOf, type StoryLanguageValues } from './storyForm.ts';

const Box = styled(Panel)`
  h3 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  h4 {
    margin: 16px 0 4px;
  }
  .pictures {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .pictures img {
    width: 140px;
    height: 96px;
    object-fit: cover;
    border-radius: ${radius.sm};
    border: 1px solid ${color.border};
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    padding: 0;
    list-style: none;
  }
  .chips li {
    padding: 2px 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
  }
`;

function NewPicture({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  return url === null ? null : <img src={url} alt={alt} />;
}

/** The story as the company page will show it, in one language, with the pictures kept and chosen. */
export function StoryPreview({
  values,
  language,
  technologies,
  kept,
  added,
}: {
  values: StoryLanguageValues;
  language: 'pl' | 'en';
  technologies: string;
  kept: readonly StoryPicture[];
  added: readonly File[];
}) {
  const { t } = useTexts();
  const names = technologiesOf(technologies);
  const benefits = values.benefits
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <Box as="section" aria-labelledby="story-preview-heading" lang={language} data-testid="story-preview">
      <h2 id="story-preview-heading">{t('panel.company.story.preview')}</h2>
      <h3 data-testid="story-preview-headline">{values.headline}</h3>
      {(kept.length > 0 || added.length > 0) && (
        <div className="pictures">
          {kept.map((picture, index) => (
            <img key={picture.id} src={picture.url} alt={t('panel.company.story.pictureAlt', { number: index + 1 })} />
          ))}
          {added.map((file, index) => (
            <NewPicture key={`${file.name}-${index}`} file={file} alt={t('panel.company.story.pictureAlt', { number: kept.length + index + 1 })} />
          ))}
        </div>
      )}
      {values.sections
        .filter((section) => section.title.trim() !== '' || section.body.trim() !== '')
        .map((section, index) => (
          <div key={index}>
            <h4>{section.title}</h4>
            {paragraphs(section.body).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ))}
      {names.length > 0 && (
        <ul className="chips" aria-label={t('panel.company.story.technologies')}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {benefits.length > 0 && (
        <ul aria-label={t('panel.company.story.benefits')}>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
