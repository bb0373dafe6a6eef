// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { insertStyles } from '@emotion/utils';
import { describe, expect, it } from 'vitest';
import { adoptServerStyles, STYLE_KEY } from '../../../ui/app/serverStyles.ts';

describe('adoptServerStyles', () => {
  it('keeps the style cache from inserting the server’s rules again, and moves no element', () => {
    document.head.innerHTML = '<style data-jb-ssr="jb 1ab 2cd">.jb-1ab{color:red}</style><style data-jb-ssr="other 9z">.other-9z{}</style>';
    const cache = createCache({ key: STYLE_KEY });
    const before = [...document.head.children];
    adoptServerStyles(document, cache);
    expect([...document.head.children]).toEqual(before);

    insertStyles(cache, { name: '1ab', styles: 'color:red;' }, false);
    expect(document.head.children).toHaveLength(2);
    insertStyles(cache, { name: '9z', styles: 'gap:1px;' }, false);
    expect(document.head.children).toHaveLength(3);
  });
});
