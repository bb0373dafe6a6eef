import styled from '@emotion/styled';
import type { StoryPicture } from '../../../../../core/employer/company/story/BrandStory.ts';
import { STORY_LIMITS } from '../../../../../core/employer/company/story/storyRules.ts';
import { Button } from '../../../../components/Button.tsx';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { color, radius } from '../../../../theme/tokens.ts';
import { FieldBox } from '../../shell/PanelFields.tsx';
import { plainList } from '../../../../theme/controls.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${plainList}
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: flex-start;
  }
  img {
    width: 140px;
    height: 96px;
    object-fit: cover;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
`;

interface StoryPicturesProps {
  readonly kept: readonly StoryPicture[];
  readonly added: readonly File[];
  readonly onKeep: (pictures: readonly StoryPicture[]) => void;
  readonly onAdd: (files: readonly File[]) => void;
}

/** The story's pictures: those kept (each removable), and new files chosen to go after them, six at most. */
export function StoryPictures({ kept, added, onKeep, onAdd }: StoryPicturesProps) {
  const { t } = useTexts();
  const room = STORY_LIMITS.pictures - kept.length - added.length;
  return (
    <FieldBox>
      <span id="story-pictures-label" className="label">
        <strong>{t('panel.company.story.pictures')}</strong>
      </span>
      {kept.length > 0 && (
        <List aria-labelledby="story-pictures-label">
          {kept.map((picture, index) => (
            <li key={picture.id}>
              <img src={picture.url} alt={t('panel.company.story.pictureAlt', { number: index + 1 })} />
              <Button type="button" onClick={() => onKeep(kept.filter((other) => other.id !== picture.id))} data-testid="story-picture-remove">
                {t('panel.company.story.removePicture', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </List>
      )}
      {added.length > 0 && (
        <ul>
          {added.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Button type="button" onClick={() => onAdd(added.filter((_, other) => other !== index))}>
                {t('panel.company.story.removePicture', { number: kept.length + index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="story-pictures-input">{t('panel.company.story.addPictures')}</label>
      <input
        id="story-pictures-input"
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp"
        disabled={room <= 0}
        aria-describedby="story-pictures-help"
        data-testid="story-pictures-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
          onAdd([...added, ...files]);
          event.target.value = '';
        }}
      />
      <p className="help" id="story-pictures-help">
        {t('panel.company.story.picturesHelp')}
      </p>
    </FieldBox>
  );
}
