import { ApplicationRefusalCodec } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { FileProblem } from '../../../core/applications/documentRules.ts';
import { errorBody, plainRefusal } from '../answers.ts';
import type { GatewayAnswer } from '../GatewayHttpClient.ts';

const FILE_PROBLEMS: readonly string[] = ['file-name-not-allowed', 'file-type-not-allowed', 'file-too-large', 'file-empty'];

/** The context's refusals as the ports' failure kinds, by the body's `error` code (docs/applications.md). */
export function applicationRefusal(answer: GatewayAnswer): ApplicationFailure {
  if (answer.status === 429) return { kind: 'too-many-requests' };
  const body = errorBody(answer, ApplicationRefusalCodec);
  const error = body?.error ?? '';
  if (FILE_PROBLEMS.includes(error)) return { kind: 'file-not-accepted', problem: error as FileProblem };
  switch (error) {
    case 'invalid-application':
      return { kind: 'invalid-application', fields: body?.fields ?? {} };
    case 'already-applied':
      return { kind: 'already-applied' };
    case 'applies-elsewhere':
      return { kind: 'applies-elsewhere' };
    case 'status-not-allowed':
      return { kind: 'status-not-allowed', allowed: body?.allowed ?? [] };
    case 'link-expired':
      return { kind: 'link-expired' };
    default:
      if (answer.status === 400) return body ? { kind: 'invalid-input', message: body.message } : { kind: 'invalid-input' };
      return plainRefusal(answer);
  }
}
