import { describe, expect, it } from 'vitest';
import { applyChannel } from '../../../core/applications/applyChannel.ts';
import { anOffer } from '../listing/builders.ts';

describe('how an offer takes applications', () => {
  it('elsewhere, at its own address, whatever else it says', () => {
    expect(applyChannel(anOffer({ applyUrl: 'https://acme.example/jobs/1' }))).toEqual({ kind: 'external', url: 'https://acme.example/jobs/1' });
    expect(applyChannel(anOffer({ applyUrl: 'https://acme.example/jobs/1', applyEmail: 'jobs@acme.example', informationClause: 'x' }))).toEqual({
      kind: 'external',
      url: 'https://acme.example/jobs/1',
    });
  });

  it('elsewhere, by e-mail, when it names only an address to write to', () => {
    expect(applyChannel(anOffer({ applyUrl: null, applyEmail: 'jobs@acme.example' }))).toEqual({ kind: 'external', url: 'mailto:jobs@acme.example' });
  });

  it('on the board: an employer’s offer naming no address of its own', () => {
    expect(applyChannel(anOffer({ applyUrl: null, applyEmail: null }))).toEqual({ kind: 'board' });
    expect(applyChannel(anOffer({ applyUrl: '  ', informationClause: 'We process your data.' }))).toEqual({ kind: 'board' });
    expect(applyChannel(anOffer({ applyUrl: null, applyEmail: '', informationClause: null }))).toEqual({ kind: 'board' });
  });

  it('not at all: a demo offer without an address', () => {
    expect(applyChannel(anOffer({ applyUrl: null }))).toEqual({ kind: 'none' });
    expect(applyChannel(anOffer({ applyUrl: '' }))).toEqual({ kind: 'none' });
  });
});
