import { useEffect, useRef, useState } from 'react';
import { asyncScheduler, Subject } from 'rxjs';
import type { FilterValues } from '../../../../core/listing/FilterValues.ts';
import { countPreview$ } from '../../../../core/listing/search/listingStreams.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useListing } from '../ListingContext.tsx';

export type CountPreview =
  | { readonly state: 'counting' }
  | { readonly state: 'counted'; readonly count: number; readonly allBoards: boolean }
  | { readonly state: 'failed'; readonly failure: GatewayFailure };

/**
 * The live offer count of the panel's values: 500 ms after the last change, each request aborting
 * the one before (core's countPreview$ over the PreviewOfferCount use case).
 */
export function useCountPreview(values: FilterValues, countAllBoards: boolean, isUnfiltered: (values: FilterValues) => boolean): CountPreview {
  const preview = useUseCase(ListingKeys.PreviewOfferCount);
  const { currency } = useListing();
  const [result, setResult] = useState<CountPreview>({ state: 'counting' });
  const subject = useRef<Subject<FilterValues> | null>(null);
  const latestValues = useRef(values);
  latestValues.current = values;

  useEffect(() => {
    const values$ = new Subject<FilterValues>();
    subject.current = values$;
    const subscription = countPreview$(values$, preview, { countAllBoards, currency }, asyncScheduler).subscribe((answer) => {
      const allBoards = countAllBoards && isUnfiltered(latestValues.current);
      setResult(answer.isOk() ? { state: 'counted', count: answer.value, allBoards } : { state: 'failed', failure: answer.error });
    });
    values$.next(latestValues.current);
    return () => {
      subscription.unsubscribe();
      subject.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per panel
  }, [preview, countAllBoards, currency]);

  useEffect(() => {
    setResult((previous) => (previous.state === 'counting' ? previous : { state: 'counting' }));
    subject.current?.next(values);
  }, [values]);

  return result;
}
