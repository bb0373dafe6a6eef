import { Link } from 'react-router';
import { mailTextParts } from '../../../../core/alerts/mail/localMail.ts';

/**
 * A mail's text body as text, never its HTML: addresses on this site become links to their path
 * here (the same tenant), everything else stays plain text.
 */
export function MailText({ text, pageHostname }: { text: string; pageHostname: string }) {
  return (
    <>
      {mailTextParts(text, pageHostname).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} to={part.to}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
