import styled from '@emotion/styled';
import { useEffect, useState, type ChangeEvent } from 'react';
import { avatarProblem } from '../../../../core/profile/rules/avatarRules.ts';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { FieldNotes } from '../portal/ProfileField.tsx';
import { Actions, FieldBox } from '../portal/profileStyles.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { SaveStatusLine } from '../portal/SaveStatusLine.tsx';
import { useSaveStatus } from '../portal/useSaveStatus.ts';

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin: 0 0 16px;
  img,
  .empty {
    width: 96px;
    height: 96px;
    border-radius: ${radius.full};
    border: 1px solid ${color.border};
    object-fit: cover;
  }
  .empty {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${color.muted};
    font-size: 0.8rem;
    text-align: center;
  }
`;

type Chosen = { readonly bytes: Uint8Array; readonly preview: string } | { readonly problem: Problem } | null;

/**
 * The photo: a PNG or JPEG of at most 2 MB, checked by its bytes before it is sent, shown as a
 * preview until uploaded (UploadAvatar); the current one can be removed (RemoveAvatar).
 */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useTexts();
  const upload = useUseCase(ProfileKeys.UploadAvatar);
  const remove = useUseCase(ProfileKeys.RemoveAvatar);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const { status, saved, failed, clear } = useSaveStatus();

  const preview = chosen !== null && 'preview' in chosen ? chosen.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    clear();
    const file = event.target.files?.[0];
    if (!file) return setChosen(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = avatarProblem(bytes);
    setChosen(problem === undefined ? { bytes, preview: URL.createObjectURL(new Blob([bytes], { type: file.type || 'image/png' })) } : { problem });
  };

  const send = () => {
    if (chosen === null || !('bytes' in chosen)) return;
    setBusy(true);
    void upload
      .execute(chosen.bytes)
      .match(
        () => {
          saved('profile.avatar.uploaded');
          setChosen(null);
          setInputKey((key) => key + 1);
        },
        (failure) => failed(failure.kind === 'invalid-input' ? 'profile.problems.not-an-image' : failureKey(failure)),
      )
      .finally(() => setBusy(false));
  };

  const drop = () => {
    setBusy(true);
    void remove
      .execute()
      .match(
        () => saved('profile.avatar.removed'),
        (failure) => failed(failureKey(failure)),
      )
      .finally(() => setBusy(false));
  };

  const shown = preview ?? avatarUrl;
  return (
    <div data-testid="avatar-field">
      <Frame>
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('profile.avatar.preview') : `${t('profile.avatar.current')}: ${name}`}
            width={96}
            height={96}
            data-testid={preview ? 'avatar-preview' : 'avatar-image'}
          />
        ) : (
          <span className="empty">{t('profile.avatar.none')}</span>
        )}
      </Frame>
      <FieldBox>
        <label htmlFor="avatar-file">{t('profile.avatar.choose')}</label>
        <input
          key={inputKey}
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => void choose(event)}
          aria-describedby={chosen !== null && 'problem' in chosen ? 'avatar-file-hint avatar-file-error' : 'avatar-file-hint'}
          aria-invalid={chosen !== null && 'problem' in chosen}
          data-testid="avatar-file"
        />
        <FieldNotes
          id="avatar-file"
          hint={t('profile.avatar.hint')}
          problem={chosen !== null && 'problem' in chosen ? { problem: chosen.problem } : undefined}
        />
      </FieldBox>
      <SaveStatusLine status={status} testId="avatar" />
      <Actions>
        <Button type="button" onClick={send} disabled={busy || preview === null} aria-busy={busy} data-testid="avatar-upload">
          {busy ? t('profile.avatar.uploading') : t('profile.avatar.upload')}
        </Button>
        {avatarUrl !== null && (
          <Button type="button" onClick={drop} disabled={busy} data-testid="avatar-remove">
            {t('profile.avatar.remove')}
          </Button>
        )}
      </Actions>
    </div>
  );
}
