import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { offerSearchContract } from './offerSearch.contract.ts';
import { seededOfferSearchData } from './seededOfferSearchData.ts';

const data = seededOfferSearchData(600);

offerSearchContract('OfferSearchInMemory', { kind: 'offers', offerSearch: async () => new OfferSearchInMemory(data) });
