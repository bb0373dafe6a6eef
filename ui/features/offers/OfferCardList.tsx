import styled from '@emotion/styled';
import { useState } from 'react';
import type { ListedOffer } from '../../../core/listing/search/listedOffer.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { Button } from '../../components/Button.tsx';
import { StackList } from '../../components/pageLayout.ts';
import { OfferCard } from './OfferCard.tsx';

const List = styled(StackList)`
  margin: 0 0 16px;
`;

/**
 * A page's offers as cards, one under another, each headed at level 2, and while there is a next
 * page a button that loads it (busy until it came): the favourites, the offers matched for you.
 */
export function OfferCardList({
  offers,
  language,
  now,
  testId,
  more,
}: {
  readonly offers: readonly ListedOffer[];
  readonly language: Language;
  readonly now: Date;
  readonly testId: string;
  /** The next page's button; null on the last page. */
  readonly more: { readonly label: string; readonly load: () => Promise<unknown> } | null;
}) {
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <>
      <List data-testid={testId}>
        {offers.map((offer) => (
          <li key={offer.guid}>
            <OfferCard offer={offer} language={language} now={now} headingLevel={2} />
          </li>
        ))}
      </List>
      {more && (
        <Button
          type="button"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => {
            setLoadingMore(true);
            void more.load().finally(() => setLoadingMore(false));
          }}
        >
          {more.label}
        </Button>
      )}
    </>
  );
}
