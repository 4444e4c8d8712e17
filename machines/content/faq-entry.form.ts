import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import type { FormRules } from '@/machines/shared/record-form.machine';
import { checkNumber, parseNumber } from '@/machines/fleet/new-car.form';
import { SLUG } from './post.form';
import { checkTexts, fieldOf, flatTexts, textsOf } from './texts.form';

/** The help-centre entry form, on machines/shared/record-form.machine.ts: its values as typed, their checks, the body. */

export type FaqEntryRecord = Schemas['FaqEntryRecord'];
export type FaqEntryInput = Schemas['FaqEntryInput'];
export type FaqTopic = Schemas['FaqTopic'];

type FaqTextValues = {
  [K in `${Language}Written`]: boolean;
} & {
  [K in `${Language}${'Question' | 'Answer'}`]: string;
};

export type FaqEntryValues = FaqTextValues & {
  anchor: string;
  topic: FaqTopic | '';
  /** Its place in its topic, smallest first. */
  position: string;
};

export type FaqEntryField = keyof FaqEntryValues;
export type FaqEntryFieldError = 'required' | 'tooLong' | 'invalidSlug' | 'noLanguage' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';

const textParts = ['question', 'answer'] as const;
/** The contract's FaqTranslation and FaqEntryInput bounds. */
export const faqTextLimits = { question: 300, answer: 20_000 } as const;
export const positionRange = { min: 0, max: 9999 } as const;

export const faqEntryFields: readonly FaqEntryField[] = [
  'topic',
  'anchor',
  'position',
  ...(['en', 'fr', 'ru'] as const).flatMap((language) => [`${language}Written` as const, ...textParts.map((part) => fieldOf(language, part))]),
];

export const emptyFaqEntry: FaqEntryValues = {
  anchor: '',
  topic: '',
  position: '0',
  ...(flatTexts(textParts, { en: { question: '', answer: '' } }) as FaqTextValues),
};

export function faqEntryValuesOf(entry: FaqEntryRecord): FaqEntryValues {
  return { anchor: entry.anchor, topic: entry.topic, position: String(entry.position), ...(flatTexts(textParts, entry.translations) as FaqTextValues) };
}

export function validateFaqEntry(values: FaqEntryValues): FieldErrors<FaqEntryField, FaqEntryFieldError> {
  const anchor = values.anchor.trim();
  return compactErrors<FaqEntryField, FaqEntryFieldError>({
    topic: values.topic === '' ? 'required' : undefined,
    anchor: anchor === '' ? 'required' : SLUG.test(anchor) && anchor.length <= 60 ? undefined : 'invalidSlug',
    position: checkNumber(values.position, positionRange, true),
    ...(checkTexts(faqTextLimits, values) as Partial<Record<FaqEntryField, FaqEntryFieldError>>),
  });
}

/** The createFaqEntry / updateFaqEntry body. */
export function toFaqEntryInput(values: FaqEntryValues): FaqEntryInput {
  return { anchor: values.anchor.trim(), topic: values.topic as FaqTopic, position: parseNumber(values.position), translations: textsOf(textParts, values) };
}

export const faqEntryRules: FormRules<FaqEntryValues, FaqEntryField, FaqEntryFieldError, FaqEntryRecord> = {
  empty: emptyFaqEntry,
  validate: validateFaqEntry,
  valuesOf: faqEntryValuesOf,
};
