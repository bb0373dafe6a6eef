import { describe, expect, it } from 'vitest';
import { attachModules, buildRoot, contextModule } from '../../composition/kernel/ContextModule.ts';
import { token } from '../../composition/kernel/Token.ts';

const A = token<string>('attach.A');
const B = token<string>('attach.B');
const value = (name: string, key: typeof A, text: string) =>
  contextModule(name, [key], (container) => void container.bind(key).toConstantValue(text));

describe('attachModules', () => {
  it('binds a module the root did not have, once however often a page asks', () => {
    const container = buildRoot([value('a', A, 'a')]);
    const later = value('b.http', B, 'b');
    attachModules(container, [later]);
    attachModules(container, [later]);
    expect(container.get(B)).toBe('b');
  });

  it('skips a module whose keys the root already binds (a test root with its fakes)', () => {
    const container = buildRoot([value('b.inMemory', B, 'fake')]);
    attachModules(container, [value('b.http', B, 'real')]);
    expect(container.get(B)).toBe('fake');
  });

  it('refuses a module whose keys the root binds only in part', () => {
    const container = buildRoot([value('a', A, 'a')]);
    const both = contextModule('ab', [A, B], (bound) => {
      bound.bind(A).toConstantValue('again');
      bound.bind(B).toConstantValue('b');
    });
    expect(() => attachModules(container, [both])).toThrow('ab cannot attach: jobboard.attach.A is already bound by a');
  });
});
