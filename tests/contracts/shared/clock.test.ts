import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import { SystemClock } from '../../../adapters/system/SystemClock.ts';
import { clockContract } from './clock.contract.ts';

clockContract('FixedClock', () => new FixedClock(new Date('2025-03-01T12:00:00.000Z')));
clockContract('SystemClock', () => new SystemClock());
