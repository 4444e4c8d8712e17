import { SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Language } from '@/config/languages';
import { FaqTopic } from '@/openapi/generated/enums';
import { createContentActors } from '@/machines/content/content.actors';
import { faqEntryFields, faqEntryRules, faqTextLimits, positionRange, type FaqEntryField } from '@/machines/content/faq-entry.form';
import { fieldOf } from '@/machines/content/texts.form';
import { TextField } from '@/src/components/form/TextField';
import { useApi } from '@/src/core/api-context';
import { SelectInputField } from '@/src/components/form/record-fields';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { BackToList, RecordFormFrame } from '@/src/components/record/RecordFormFrame';
import { useRecordForm } from '@/src/components/record/use-record-form';
import { contentFieldMessage, faqFieldLabels, faqPartLabels, faqTopicLabels } from './content-messages';
import { LanguageTexts } from './LanguageTexts';
import { MarkdownField } from './MarkdownField';

export interface FaqEntryFormScreenProps {
  /** The entry to change; none to write one. */
  id?: string;
  onDone: () => void;
  backLink: (children: ReactNode) => ReactNode;
}

/**
 * A help-centre entry as an admin writes it (machines/content/faq-entry.form.ts on the record form machine): its topic,
 * address and place in the topic, and its question and Markdown answer in each language it is written in, with a
 * preview as readers will see it.
 */
export function FaqEntryFormScreen({ id, onDone, backLink }: FaqEntryFormScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const { form, change, frame } = useRecordForm({ id, rules: faqEntryRules, fields: faqEntryFields, actors: () => createContentActors(api).faqEntry, onDone });
  const { values, errors } = form;

  const label = (field: FaqEntryField): string => {
    const part = /^(en|fr|ru)(Question|Answer)$/.exec(field);
    if (part) return i18n._(faqPartLabels[part[2]!.toLowerCase() as keyof typeof faqPartLabels]);
    return i18n._(faqFieldLabels[field as keyof typeof faqFieldLabels] ?? faqFieldLabels.anchor);
  };
  const problem = (field: FaqEntryField, limit?: { max: number; min?: number }) => {
    const key = errors[field];
    const shown = limit && { max: i18n.number(limit.max), min: limit.min === undefined ? undefined : i18n.number(limit.min) };
    return key ? i18n._(contentFieldMessage(key, label(field), shown)) : undefined;
  };
  const text = (language: Language, part: 'question' | 'answer') => fieldOf(language, part) as FaqEntryField;
  const set = (field: FaqEntryField, value: string | boolean) => change({ [field]: value });

  return (
    <RecordFormFrame
      {...frame}
      heading={id ? <Trans>Edit help-centre entry</Trans> : <Trans>New help-centre entry</Trans>}
      backLink={backLink(
        <BackToList>
          <Trans>Back to the help centre</Trans>
        </BackToList>,
      )}
      notFound={<Trans>This entry does not exist.</Trans>}
      missing={faqEntryFields.filter((field) => errors[field] === 'required').map(label)}
      maxW="4xl"
    >
      <ManageSection title={<Trans>The entry</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectInputField
            name="topic"
            label={label('topic')}
            value={values.topic}
            error={problem('topic')}
            required
            placeholder={t`Choose a topic`}
            options={FaqTopic.map((topic) => ({ value: topic, label: i18n._(faqTopicLabels[topic]) }))}
            onChange={(topic) => change({ topic })}
          />
          <TextField
            name="position"
            inputMode="numeric"
            label={label('position')}
            value={values.position}
            error={problem('position', positionRange)}
            helper={<Trans>Smallest first.</Trans>}
            required
            maxLength={4}
            onChange={(position) => change({ position })}
          />
        </SimpleGrid>
        <TextField
          name="anchor"
          label={label('anchor')}
          value={values.anchor}
          error={problem('anchor')}
          helper={<Trans>Its link: /help-center#{values.anchor || '…'}</Trans>}
          required
          maxLength={60}
          autoComplete="off"
          onChange={(anchor) => change({ anchor: anchor.toLowerCase() })}
        />
      </ManageSection>
      <LanguageTexts
        written={(language) => values[`${language}Written`]}
        writtenError={problem('enWritten')}
        onWritten={(language, written) => set(`${language}Written`, written)}
        fields={(language) => (
          <>
            <TextField
              name={text(language, 'question')}
              label={label(text(language, 'question'))}
              value={values[`${language}Question`]}
              error={problem(text(language, 'question'), { max: faqTextLimits.question })}
              required
              maxLength={faqTextLimits.question}
              autoComplete="off"
              onChange={(question) => set(text(language, 'question'), question)}
            />
            <MarkdownField
              name={text(language, 'answer')}
              label={label(text(language, 'answer'))}
              lang={language}
              rows={8}
              value={values[`${language}Answer`]}
              error={problem(text(language, 'answer'), { max: faqTextLimits.answer })}
              maxLength={faqTextLimits.answer}
              onChange={(answer) => set(text(language, 'answer'), answer)}
            />
          </>
        )}
      />
    </RecordFormFrame>
  );
}
