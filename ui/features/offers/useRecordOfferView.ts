import { useEffect, useRef } from 'react';
import { OffersKeys } from '../../../composition/offers/offersKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';

/** Records one view per offer shown in this browser tab (RecordOfferView); a failure is only logged. */
export function useRecordOfferView(slug: string): void {
  const record = useUseCase(OffersKeys.RecordOfferView);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === slug) return;
    recorded.current = slug;
    void record.execute(slug).mapErr((failure) => console.warn('offer view not recorded:', failure.kind));
  }, [record, slug]);
}
