import { useId, useState } from 'react';
import { EXCERPT_LENGTH, excerptParagraphs, isTruncated } from '../../core/offers/offerDisplay.ts';
import { Button } from './Button.tsx';

/**
 * A long text cut to its excerpt (platform.md 9: 500 characters, no ellipsis) with a more/less
 * toggle. The whole text is in the page from the start, the rest `hidden` while collapsed: search
 * engines read it, nothing moves when scripts load, and "show more" only reveals it.
 */
export function TruncatedText({
  text,
  moreLabel,
  lessLabel,
  length = EXCERPT_LENGTH,
}: {
  text: string;
  moreLabel: string;
  lessLabel: string;
  length?: number;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const truncated = isTruncated(text, length);
  return (
    <>
      <div id={id} data-testid="truncated-text" data-open={truncated ? String(open) : undefined}>
        {excerptParagraphs(text, length).map((paragraph, index) =>
          paragraph.shown === '' ? (
            <p key={index} hidden={!open}>
              {paragraph.hidden}
            </p>
          ) : (
            <p key={index}>
              {paragraph.shown}
              {paragraph.hidden !== '' && <span hidden={!open}>{paragraph.hidden}</span>}
            </p>
          ),
        )}
      </div>
      {truncated && (
        <Button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="truncated-toggle">
          {open ? lessLabel : moreLabel}
        </Button>
      )}
    </>
  );
}
