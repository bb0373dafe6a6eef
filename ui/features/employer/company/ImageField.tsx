import styled from '@emotion/styled';
import type { ChangeEvent } from 'react';
import { color, radius } from '../../../theme/tokens.ts';
import { FieldNotes } from '../../../components/FieldNotes.tsx';
import { FieldBox } from '../shell/PanelFields.tsx';
import { useObjectUrl } from './useObjectUrl.ts';

const Preview = styled.img<{ wide: boolean }>`
  display: block;
  width: ${(props) => (props.wide ? '100%' : '96px')};
  max-width: ${(props) => (props.wide ? '480px' : '96px')};
  height: ${(props) => (props.wide ? '140px' : '96px')};
  object-fit: ${(props) => (props.wide ? 'cover' : 'contain')};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.background};
`;

interface ImageFieldProps {
  readonly name: 'logo' | 'cover';
  readonly label: string;
  readonly help: string;
  /** The image stored now (null: none), shown until another is chosen. */
  readonly current: string | null;
  readonly alt: string;
  readonly chosen: File | null;
  readonly onChoose: (file: File | null) => void;
  readonly problem?: string | undefined;
}

/** A labelled image input with a preview of the chosen file (or of the stored image). */
export function ImageField({ name, label, help, current, alt, chosen, onChoose, problem }: ImageFieldProps) {
  const preview = useObjectUrl(chosen);
  const id = `company-image-${name}`;
  const shown = preview ?? current;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {shown !== null && <Preview src={shown} alt={alt} wide={name === 'cover'} data-testid={`${id}-preview`} />}
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={problem ? `${id}-help ${id}-error` : `${id}-help`}
        aria-invalid={problem !== undefined}
        data-testid={id}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.files?.[0] ?? null)}
      />
      <FieldNotes id={id} help={help} error={problem} />
    </FieldBox>
  );
}
