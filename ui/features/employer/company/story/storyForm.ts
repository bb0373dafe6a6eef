import type { BrandStory, BrandStoryInput, StoryContent, StoryPicture } from '../../../../../core/employer/company/story/BrandStory.ts';

/** One language of the editor: sections as they are typed, benefits one per line. */
export interface StoryLanguageValues {
  headline: string;
  sections: { title: string; body: string }[];
  benefits: string;
}

/** The brand story editor's form: both languages, technologies separated by commas, the published switch. */
export interface StoryValues {
  pl: StoryLanguageValues;
  en: StoryLanguageValues;
  technologies: string;
  published: boolean;
}

const languageValues = (content: StoryContent | undefined): StoryLanguageValues => ({
  headline: content?.headline ?? '',
  sections: content ? content.sections.map((section) => ({ ...section })) : [{ title: '', body: '' }],
  benefits: content?.benefits.join('\n') ?? '',
});

export const storyValues = (story: BrandStory | null): StoryValues => ({
  pl: languageValues(story?.content.pl),
  en: languageValues(story?.content.en),
  technologies: story?.technologies.join(', ') ?? '',
  published: story?.status === 'published',
});

export const storyContent = (values: StoryLanguageValues): StoryContent => ({
  headline: values.headline,
  sections: values.sections,
  benefits: values.benefits.split('\n'),
});

export const technologiesOf = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** What SaveBrandStory takes from the form, the pictures kept and the files chosen. */
export function storyInput(slug: string, values: StoryValues, kept: readonly StoryPicture[], added: readonly File[]): BrandStoryInput {
  return {
    slug,
    content: { pl: storyContent(values.pl), en: storyContent(values.en) },
    technologies: technologiesOf(values.technologies),
    published: values.published,
    keptPictures: kept.map((picture) => picture.id),
    newPictures: added,
  };
}

/** A brand story body's paragraphs: blank lines between them. */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
