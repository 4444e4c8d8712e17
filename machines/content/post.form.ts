import type { Language } from '@/config/languages';
import { slugify } from '@/domain/catalog';
import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import type { FormRules } from '@/machines/shared/record-form.machine';
import { checkTexts, fieldOf, flatTexts, textsOf } from './texts.form';

/** The blog post form, on machines/shared/record-form.machine.ts: its values as typed, their checks, the body. */

export type PostRecord = Schemas['PostRecord'];
export type PostInput = Schemas['PostInput'];

/** The scenes the CDN draws covers of (the contract's BlogCoverDrawing). */
export const coverScenes = ['coast', 'harbour', 'city', 'mountain', 'lake', 'island'] as const;
export type CoverScene = (typeof coverScenes)[number];

type PostTextValues = {
  [K in `${Language}Written`]: boolean;
} & {
  [K in `${Language}${'Title' | 'Summary' | 'Body'}`]: string;
};

export type PostValues = PostTextValues & {
  slug: string;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
  author: string;
  scene: CoverScene;
  /** `#rrggbb`, as a colour field gives it. */
  colour: string;
  /** Comma-separated. */
  tags: string;
};

export type PostField = keyof PostValues;
export type PostFieldError = 'required' | 'tooLong' | 'invalidSlug' | 'invalidDate' | 'invalidTags' | 'noLanguage';

const textParts = ['title', 'summary', 'body'] as const;
/** The contract's PostTranslation bounds. */
export const postTextLimits = { title: 160, summary: 400, body: 60_000 } as const;
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The fields in the order the form shows them (the first one in error takes the focus). */
export const postFields: readonly PostField[] = [
  'slug',
  'publishedAt',
  'author',
  'tags',
  ...(['en', 'fr', 'ru'] as const).flatMap((language) => [`${language}Written` as const, ...textParts.map((part) => fieldOf(language, part))]),
];

const today = () => new Date().toISOString().slice(0, 10);

export const emptyPost = (): PostValues => ({
  slug: '',
  publishedAt: today(),
  author: '',
  scene: 'coast',
  colour: '#1f6f8b',
  tags: '',
  ...(flatTexts(textParts, { en: { title: '', summary: '', body: '' } }) as PostTextValues),
});

/** A slug made from a title, as the address of a new post suggests it. */
export const slugOf = (title: string) => slugify(title).slice(0, 60).replace(/-+$/, '');

export const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);

export function postValuesOf(post: PostRecord): PostValues {
  const [scene, colour] = post.cover.split('-') as [CoverScene, string];
  return {
    slug: post.slug,
    publishedAt: post.publishedAt,
    author: post.author,
    scene,
    colour: `#${colour}`,
    tags: post.tags.join(', '),
    ...(flatTexts(textParts, post.translations) as PostTextValues),
  };
}

export function validatePost(values: PostValues): FieldErrors<PostField, PostFieldError> {
  const tags = tagsOf(values.tags);
  return compactErrors<PostField, PostFieldError>({
    slug: values.slug.trim() === '' ? 'required' : SLUG.test(values.slug.trim()) && values.slug.trim().length <= 60 ? undefined : 'invalidSlug',
    publishedAt: values.publishedAt === '' ? 'required' : /^\d{4}-\d{2}-\d{2}$/.test(values.publishedAt) ? undefined : 'invalidDate',
    author: values.author === '' ? 'required' : undefined,
    tags: tags.length > 8 || tags.some((tag) => !TAG.test(tag) || tag.length > 30) ? 'invalidTags' : undefined,
    ...(checkTexts(postTextLimits, values) as Partial<Record<PostField, PostFieldError>>),
  });
}

/** The createPost / updatePost body. */
export function toPostInput(values: PostValues): PostInput {
  return {
    slug: values.slug.trim(),
    publishedAt: values.publishedAt,
    author: values.author,
    cover: `${values.scene}-${values.colour.replace('#', '').toLowerCase()}`,
    tags: [...new Set(tagsOf(values.tags))],
    translations: textsOf(textParts, values),
  };
}

export const postRules: FormRules<PostValues, PostField, PostFieldError, PostRecord> = {
  get empty() {
    return emptyPost();
  },
  validate: validatePost,
  valuesOf: postValuesOf,
};
