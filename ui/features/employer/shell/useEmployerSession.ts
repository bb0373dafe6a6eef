import { unknownEmployerSession, type EmployerSessionState } from '../../../../core/employer/session/EmployerSessionState.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useObservable } from '../../../hooks/useObservable.ts';

/** The employer session of this tab (unknown on the server and in the first browser render, so hydration matches). */
export function useEmployerSession(): EmployerSessionState {
  const store = useUseCase(EmployerKeys.EmployerSessionStore);
  return useObservable(store.state$, unknownEmployerSession);
}
