import { socialProfileTypes, type ProfilePatch, type SocialProfile } from '../CandidateDocument.ts';
import { PROFILE_LIMITS } from '../profileLimits.ts';
import { note, textProblem, type Problem, type Problems } from './Problems.ts';

const HTTP_LINK = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

/** An http(s) address of at most linkLength characters, without spaces or control characters. */
export function linkProblem(raw: string): Problem | undefined {
  const text = textProblem(raw, { max: PROFILE_LIMITS.linkLength, required: true });
  if (text !== undefined) return text;
  return HTTP_LINK.test(raw.trim()) ? undefined : 'invalid-link';
}

/** Social profiles: one per type (linkedin, github, other), each an http(s) address. */
export function socialProfilesProblems(profiles: readonly SocialProfile[]): Problems {
  const problems: Record<string, Problem> = {};
  if (profiles.length > socialProfileTypes.length) note(problems, 'socialMediaProfiles', 'too-many');
  const seen = new Set<string>();
  profiles.forEach((profile, index) => {
    if (!socialProfileTypes.includes(profile.type)) note(problems, `socialMediaProfiles.${index}.type`, 'unknown-value');
    else if (seen.has(profile.type)) note(problems, `socialMediaProfiles.${index}.type`, 'duplicate');
    seen.add(profile.type);
    note(problems, `socialMediaProfiles.${index}.link`, linkProblem(profile.link));
  });
  return problems;
}

/** The personal fields of an edit; a field not sent is not checked. */
export function profilePatchProblems(patch: ProfilePatch): Problems {
  const problems: Record<string, Problem> = {};
  const name = { max: PROFILE_LIMITS.nameLength, required: true };
  if (patch.firstName !== undefined) note(problems, 'firstName', textProblem(patch.firstName, name));
  if (patch.lastName !== undefined) note(problems, 'lastName', textProblem(patch.lastName, name));
  if (patch.socialMediaProfiles !== undefined) Object.assign(problems, socialProfilesProblems(patch.socialMediaProfiles));
  return problems;
}

/** The edit as it is stored: names and links trimmed. */
export function normaliseProfilePatch(patch: ProfilePatch): ProfilePatch {
  return {
    ...(patch.firstName === undefined ? {} : { firstName: patch.firstName.trim() }),
    ...(patch.lastName === undefined ? {} : { lastName: patch.lastName.trim() }),
    ...(patch.socialMediaProfiles === undefined
      ? {}
      : { socialMediaProfiles: patch.socialMediaProfiles.map((profile) => ({ type: profile.type, link: profile.link.trim() })) }),
  };
}
