import { describe, expect, it } from 'vitest';
import { anchorOf, parseAnchor } from '../../../ui/features/listing/results/offerAnchor.ts';

describe('the offer at the top of the window', () => {
  it('is the first item whose bottom edge is below the window top, with its top edge as it was', () => {
    const boxes = [
      { slug: 'a', top: -400, bottom: -220 },
      { slug: 'b', top: -208, bottom: -1 },
      { slug: 'c', top: 11, bottom: 190 },
      { slug: 'd', top: 202, bottom: 380 },
    ];
    expect(anchorOf(boxes)).toEqual({ slug: 'c', top: 11 });
  });

  it('is an item cut by the window top, at a negative offset', () => {
    expect(anchorOf([{ slug: 'a', top: -120, bottom: 60 }])).toEqual({ slug: 'a', top: -120 });
  });

  it('is none when the list is empty or scrolled past', () => {
    expect(anchorOf([])).toBeNull();
    expect(anchorOf([{ slug: 'a', top: -300, bottom: 0 }])).toBeNull();
  });
});

describe('a stored anchor', () => {
  it('reads back what was stored', () => {
    expect(parseAnchor(JSON.stringify({ slug: 'senior-dev-krakow-1a2b', top: -42.5 }))).toEqual({ slug: 'senior-dev-krakow-1a2b', top: -42.5 });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{slug:'],
    ['not an object', '"a"'],
    ['null', 'null'],
    ['an empty slug', '{"slug":"","top":0}'],
    ['a slug of another type', '{"slug":7,"top":0}'],
    ['a top that is not a number', '{"slug":"a","top":"12"}'],
    ['a top that is not finite', '{"slug":"a","top":1e400}'],
  ])('is none for %s', (_, raw) => {
    expect(parseAnchor(raw)).toBeNull();
  });
});
