import { useId, useState, type KeyboardEvent } from 'react';
import { ConversationKeys } from '../../../composition/chat/conversationKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { CHAT_TEXT_MAX_LENGTH } from '../../../core/chat/conversations/chatText.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { ComposerForm } from './chatStyles.ts';

/** The message box: Enter sends, Shift+Enter breaks the line; a refused text says why and stays in the box. */
export function MessageComposer({ conversationId, disabled }: { conversationId: string; disabled: boolean }) {
  const { t } = useTexts();
  const send = useUseCase(ConversationKeys.SendChatMessage);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    void send.execute({ conversationId, text }).match(
      () => {
        setText('');
        setProblem(null);
      },
      (failure) => setProblem(`chat.refused.${failure.kind}`),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <ComposerForm
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="chat-composer"
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={CHAT_TEXT_MAX_LENGTH}
        placeholder={t('chat.placeholder')}
        aria-describedby={`${id}-counter${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-input"
      />
      <div className="row">
        <span id={`${id}-counter`} className="counter">
          {t('chat.counter', { count: [...text].length, max: CHAT_TEXT_MAX_LENGTH })}
        </span>
        <Button type="submit" disabled={disabled} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="problem" role="alert" data-testid="chat-problem">
          {t(problem)}
        </p>
      )}
    </ComposerForm>
  );
}
