import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { provide, provideClass, resolve } from '../../composition/kernel/provide.ts';
import { token } from '../../composition/kernel/Token.ts';

class Greeter {
  constructor(
    readonly greeting: string,
    readonly times: number,
  ) {}
  say(): string {
    return Array.from({ length: this.times }, () => this.greeting).join(' ');
  }
}

describe('provide and provideClass', () => {
  const Greeting = token<string>('test.Greeting');
  const Times = token<number>('test.Times');
  const Built = token<Greeter>('test.Greeter');

  it('builds a class from its dependencies, in the order given, once per container', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(Greeting).toConstantValue('hej');
    container.bind(Times).toConstantValue(2);
    provideClass(container, Built, Greeter, [Greeting, Times]);
    const greeter = resolve(container, Built);
    expect(greeter.say()).toBe('hej hej');
    expect(resolve(container, Built)).toBe(greeter);
  });

  it('builds from a factory the same way', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(Greeting).toConstantValue('hi');
    container.bind(Times).toConstantValue(3);
    provide(container, Built, [Times, Greeting], (times, greeting) => new Greeter(greeting, times));
    expect(resolve(container, Built).say()).toBe('hi hi hi');
  });
});
