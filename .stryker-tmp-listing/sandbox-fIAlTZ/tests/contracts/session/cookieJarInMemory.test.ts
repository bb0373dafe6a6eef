// @ts-nocheck
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { cookieJarContract } from './cookieJar.contract.ts';

cookieJarContract('CookieJarInMemory', () => new CookieJarInMemory());
