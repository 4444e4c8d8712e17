import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Language } from '@/config/languages';
import type { FaqTopic } from '@/openapi/generated/enums';
import type { CoverScene } from '@/machines/content/post.form';
import { numberFieldMessage } from '@/src/components/form/form-messages';

/** The blog and help-centre editors' texts: labels, problems, the cover scenes, the topics, the toasts. */

export const languageLabels: Record<Language, MessageDescriptor> = { en: msg`English`, fr: msg`French`, ru: msg`Russian` };
export const writtenInLabels: Record<Language, MessageDescriptor> = { en: msg`Written in English`, fr: msg`Written in French`, ru: msg`Written in Russian` };

export const postPartLabels = { title: msg`Title`, summary: msg`Summary`, body: msg`Text` } as const;
export const faqPartLabels = { question: msg`Question`, answer: msg`Answer` } as const;

export const postFieldLabels = {
  slug: msg`Address`,
  publishedAt: msg`Publication date`,
  author: msg`Author`,
  tags: msg`Tags`,
  scene: msg`Cover scene`,
  colour: msg`Cover colour`,
} as const;

export const faqFieldLabels = { anchor: msg`Address`, topic: msg`Topic`, position: msg`Position in its topic` } as const;

export const coverSceneLabels: Record<CoverScene, MessageDescriptor> = {
  coast: msg`A coast road`,
  harbour: msg`A harbour`,
  city: msg`A city`,
  mountain: msg`Mountains`,
  lake: msg`A lake`,
  island: msg`An island`,
};

export const faqTopicLabels: Record<FaqTopic, MessageDescriptor> = {
  booking: msg`Booking`,
  payment: msg`Payment`,
  cancellation: msg`Cancellation`,
  insurance: msg`Insurance`,
  documents: msg`Documents`,
  yachts: msg`Yachts`,
  account: msg`Account`,
};

export type ContentFieldError = 'required' | 'tooLong' | 'invalidSlug' | 'invalidDate' | 'invalidTags' | 'noLanguage' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';

export function contentFieldMessage(problem: ContentFieldError, label: string, limit?: { max: string; min?: string }): MessageDescriptor {
  switch (problem) {
    case 'tooLong': {
      const max = limit?.max ?? '';
      return msg`At most ${max} characters.`;
    }
    case 'invalidSlug':
      return msg`Small letters, digits and hyphens only (nice-by-night), at most 60.`;
    case 'invalidDate':
      return msg`Please enter a date.`;
    case 'invalidTags':
      return msg`At most 8 tags, separated by commas, each in small letters, digits and hyphens.`;
    case 'noLanguage':
      return msg`Write it in one language at least.`;
    default:
      return numberFieldMessage(problem, label, limit);
  }
}

export const postDeletionMessage = ({ deleted }: { deleted: number }): MessageDescriptor => msg`${plural(deleted, { one: '# post deleted.', other: '# posts deleted.' })}`;
export const faqDeletionMessage = ({ deleted }: { deleted: number }): MessageDescriptor =>
  msg`${plural(deleted, { one: '# entry deleted.', other: '# entries deleted.' })}`;
