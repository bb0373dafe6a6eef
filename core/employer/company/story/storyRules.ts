import type { BrandStoryInput, StoryContent } from './BrandStory.ts';
import { blockProblem, imageProblem, lineProblem, type ImageProblem } from '../companyRules.ts';

/** A brand story's limits, the same on both sides (the gateway refuses past them). */
export const STORY_LIMITS = {
  headline: 150,
  sections: 10,
  sectionTitle: 120,
  sectionBody: 5000,
  benefits: 20,
  benefit: 120,
  technologies: 30,
  technology: 50,
  pictures: 6,
} as const;

/** Where a story is wrong, as `pl.sections.2.title: too-long`: the form shows it beside the field. */
export type StoryProblem = { readonly path: string; readonly problem: string };

function contentProblems(content: StoryContent, language: 'pl' | 'en'): StoryProblem[] {
  const problems: StoryProblem[] = [];
  const add = (path: string, problem: string | undefined) => {
    if (problem !== undefined) problems.push({ path: `${language}.${path}`, problem });
  };
  add('headline', lineProblem(content.headline, STORY_LIMITS.headline));
  if (content.sections.length > STORY_LIMITS.sections) add('sections', 'too-many');
  content.sections.forEach((section, index) => {
    add(`sections.${index}.title`, lineProblem(section.title, STORY_LIMITS.sectionTitle, section.body.trim() !== ''));
    add(`sections.${index}.body`, blockProblem(section.body, STORY_LIMITS.sectionBody));
  });
  if (content.benefits.length > STORY_LIMITS.benefits) add('benefits', 'too-many');
  content.benefits.forEach((benefit, index) => add(`benefits.${index}`, lineProblem(benefit, STORY_LIMITS.benefit)));
  return problems;
}

/** Every problem of a story before it is sent; a published story needs a headline in both languages. */
export function storyProblems(input: Omit<BrandStoryInput, 'slug'>): StoryProblem[] {
  const problems = [...contentProblems(input.content.pl, 'pl'), ...contentProblems(input.content.en, 'en')];
  if (input.published) {
    if (input.content.pl.headline.trim() === '') problems.push({ path: 'pl.headline', problem: 'required' });
    if (input.content.en.headline.trim() === '') problems.push({ path: 'en.headline', problem: 'required' });
  }
  if (input.technologies.length > STORY_LIMITS.technologies) problems.push({ path: 'technologies', problem: 'too-many' });
  input.technologies.forEach((technology, index) => {
    const problem = lineProblem(technology, STORY_LIMITS.technology, true);
    if (problem) problems.push({ path: `technologies.${index}`, problem });
  });
  if (input.keptPictures.length + input.newPictures.length > STORY_LIMITS.pictures) problems.push({ path: 'pictures', problem: 'too-many' });
  input.newPictures.forEach((picture, index) => {
    const problem: ImageProblem | undefined = imageProblem(picture, 'story');
    if (problem) problems.push({ path: `pictures.${index}`, problem });
  });
  return problems;
}

/** The story as sent: texts trimmed, empty sections and benefits left out, technologies without repeats. */
export function cleanStoryContent(content: StoryContent): StoryContent {
  return {
    headline: content.headline.trim(),
    sections: content.sections
      .map((section) => ({ title: section.title.trim(), body: section.body.trim() }))
      .filter((section) => section.title !== '' || section.body !== ''),
    benefits: content.benefits.map((benefit) => benefit.trim()).filter((benefit) => benefit !== ''),
  };
}

export function cleanTechnologies(technologies: readonly string[]): string[] {
  const seen = new Set<string>();
  return technologies
    .map((technology) => technology.trim())
    .filter((technology) => {
      const key = technology.toLowerCase();
      if (technology === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
