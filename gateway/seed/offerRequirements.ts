import type { SkillRow } from '../db/Schema.ts';
import type { SeedCategory } from './categories.ts';
import { commonSkills, type SeedTenantId } from './categoryTrees.ts';
import type { Random } from './random.ts';
import type { ExperienceLevel } from './salaries.ts';
import type { SeedOffer } from './SeedOffer.ts';

/** What a role asks for: its title by level, its working time, and its required and optional skills. */

export function workingTimeFor(random: Random, level: ExperienceLevel): SeedOffer['working_time'] {
  if (level === 'trainee')
    return random.weighted<SeedOffer['working_time']>([
      ['practice_internship', 60],
      ['full_time', 30],
      ['part_time', 10],
    ]);
  return random.weighted<SeedOffer['working_time']>([
    ['full_time', 88],
    ['part_time', 5],
    ['freelance', 5],
    ['practice_internship', 2],
  ]);
}

export function titleFor(random: Random, level: ExperienceLevel, role: string, area: string, tenantId: SeedTenantId): string {
  switch (level) {
    case 'trainee':
      return `${random.pick(['Trainee', 'Intern'])} ${role}`;
    case 'junior':
      return `Junior ${role}`;
    case 'mid':
      return random.weighted([
        [`Mid ${role}`, 4],
        [`Regular ${role}`, 2],
        [role, 3],
        [`Mid/Senior ${role}`, 1],
      ]);
    case 'senior':
      return `Senior ${role}`;
    case 'manager':
      return random.weighted([
        [`Lead ${role}`, 5],
        [`${area} Team Leader`, 3],
        [tenantId === 'design' ? 'Design Manager' : `Engineering Manager (${area})`, 2],
      ]);
  }
}

const requiredLevelRange: Readonly<Record<ExperienceLevel, readonly [number, number]>> = {
  trainee: [1, 2],
  junior: [2, 3],
  mid: [3, 4],
  senior: [4, 5],
  manager: [3, 5],
};

/**
 * The category's first skill is always required; the rest come from the category, its main
 * category and the tenant's common skills, without repeats (compared case-insensitively).
 */
export function pickSkills(random: Random, tenantId: SeedTenantId, category: SeedCategory, main: SeedCategory, level: ExperienceLevel) {
  const ownSkills = unique([...category.skills, ...main.skills]);
  const [primary, ...rest] = ownSkills;
  const requiredCount = level === 'trainee' || level === 'junior' ? random.int(2, 3) : random.int(2, 5);
  const requiredNames = unique([...(primary ? [primary] : []), ...random.sample(rest, requiredCount - 1)]);
  const pool = unique([...rest, ...commonSkills[tenantId]]).filter((name) => !requiredNames.some((r) => sameSkill(r, name)));
  const optionalNames = random.sample(pool, random.int(0, 3));
  const [min, max] = requiredLevelRange[level];
  return {
    required: requiredNames.map((name): SkillRow => ({ name, level: random.int(min, max) })),
    optional: optionalNames.map((name): SkillRow => ({ name, level: random.int(1, 3) })),
  };
}

function sameSkill(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function unique(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
