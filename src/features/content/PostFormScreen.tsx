import { Image, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Language } from '@/config/languages';
import { createContentActors } from '@/machines/content/content.actors';
import { coverScenes, postFields, postRules, postTextLimits, slugOf, type CoverScene, type PostField } from '@/machines/content/post.form';
import { fieldOf } from '@/machines/content/texts.form';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { TextField } from '@/src/components/form/TextField';
import { TextareaField } from '@/src/components/form/TextareaField';
import { useApi } from '@/src/core/api-context';
import { SelectInputField } from '@/src/components/form/record-fields';
import { ManageSection } from '@/src/components/back-office/ManageSection';
import { BackToList, RecordFormFrame } from '@/src/components/record/RecordFormFrame';
import { useRecordForm } from '@/src/components/record/use-record-form';
import type { PostFormOptions } from './content-loaders';
import { contentFieldMessage, coverSceneLabels, postFieldLabels, postPartLabels } from './content-messages';
import { LanguageTexts } from './LanguageTexts';
import { MarkdownField } from './MarkdownField';

export interface PostFormScreenProps {
  /** The post to change; none to write one. */
  id?: string;
  onDone: () => void;
  backLink: (children: ReactNode) => ReactNode;
  /** The blog's authors and the covers' address (the route's loader). */
  options: PostFormOptions;
}

/**
 * A blog post as an admin writes it (machines/content/post.form.ts on the record form machine): its address, date,
 * author, cover and tags, and its title, summary and Markdown text in each language it is written in, with a preview
 * as readers will see it; checked before it is sent, and nothing typed is lost when the server refuses.
 */
export function PostFormScreen({ id, onDone, backLink, options }: PostFormScreenProps) {
  const api = useApi();
  const { t, i18n } = useLingui();
  const { form, change, frame } = useRecordForm({ id, rules: postRules, fields: postFields, actors: () => createContentActors(api).post, onDone });
  const { values, errors } = form;

  const label = (field: PostField): string => {
    const part = /^(en|fr|ru)(Title|Summary|Body)$/.exec(field);
    if (part) return i18n._(postPartLabels[part[2]!.toLowerCase() as keyof typeof postPartLabels]);
    return i18n._(postFieldLabels[field as keyof typeof postFieldLabels] ?? postFieldLabels.slug);
  };
  const problem = (field: PostField, max?: number) => {
    const key = errors[field];
    return key ? i18n._(contentFieldMessage(key, label(field), max ? { max: i18n.number(max) } : undefined)) : undefined;
  };
  const text = (language: Language, part: 'title' | 'summary' | 'body') => fieldOf(language, part) as PostField;
  const set = (field: PostField, value: string | boolean) => change({ [field]: value });
  const cover = `${values.scene}-${values.colour.replace('#', '').toLowerCase()}`;

  return (
    <RecordFormFrame
      {...frame}
      heading={id ? <Trans>Edit post</Trans> : <Trans>New post</Trans>}
      backLink={backLink(
        <BackToList>
          <Trans>Back to the blog</Trans>
        </BackToList>,
      )}
      notFound={<Trans>This post does not exist.</Trans>}
      missing={postFields.filter((field) => errors[field] === 'required').map(label)}
      maxW="4xl"
    >
      <ManageSection title={<Trans>The post</Trans>}>
        <TextField
          name="slug"
          label={label('slug')}
          value={values.slug}
          error={problem('slug')}
          helper={<Trans>Its page: /blog/{values.slug || '…'}</Trans>}
          required
          maxLength={60}
          autoComplete="off"
          onChange={(slug) => change({ slug: slug.toLowerCase() })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="publishedAt" type="date" label={label('publishedAt')} value={values.publishedAt} error={problem('publishedAt')} required onChange={(publishedAt) => change({ publishedAt })} />
          <SelectInputField
            name="author"
            label={label('author')}
            value={values.author}
            error={problem('author')}
            required
            placeholder={t`Choose an author`}
            options={options.authors.map((author) => ({ value: author.key, label: author.name }))}
            onChange={(author) => change({ author })}
          />
        </SimpleGrid>
        <TextField
          name="tags"
          label={label('tags')}
          value={values.tags}
          error={problem('tags')}
          helper={<Trans>Separated by commas; related posts share them (riviera, cars).</Trans>}
          maxLength={260}
          autoComplete="off"
          onChange={(tags) => change({ tags })}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <Stack gap="4">
            <FieldFrame label={label('scene')}>
              {(describedBy) => (
                <NativeSelect.Root>
                  <NativeSelect.Field name="scene" value={values.scene} aria-describedby={describedBy} onChange={(event) => change({ scene: event.target.value as CoverScene })}>
                    {coverScenes.map((scene) => (
                      <option key={scene} value={scene}>
                        {i18n._(coverSceneLabels[scene])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </FieldFrame>
            <FieldFrame label={label('colour')} helper={<Trans>The colour of its sea or sky.</Trans>}>
              {(describedBy) => (
                <Input
                  type="color"
                  name="colour"
                  value={values.colour}
                  aria-describedby={describedBy}
                  onChange={(event) => change({ colour: event.target.value })}
                  w="20"
                  h="10"
                  p="1"
                  cursor="pointer"
                />
              )}
            </FieldFrame>
          </Stack>
          {options.coverUrl && (
            <Image src={options.coverUrl.replace('{cover}', cover)} alt={t`The cover as readers will see it`} borderRadius="lg" aspectRatio={3 / 2} objectFit="cover" w="full" bg="bg.muted" />
          )}
        </SimpleGrid>
      </ManageSection>
      <LanguageTexts
        written={(language) => values[`${language}Written`]}
        writtenError={problem('enWritten')}
        onWritten={(language, written) => set(`${language}Written`, written)}
        fields={(language) => (
          <>
            <TextField
              name={text(language, 'title')}
              label={label(text(language, 'title'))}
              value={values[`${language}Title`]}
              error={problem(text(language, 'title'), postTextLimits.title)}
              required
              maxLength={postTextLimits.title}
              autoComplete="off"
              onChange={(title) =>
                change({ [text(language, 'title')]: title, ...(id === undefined && language === 'en' && slugOf(values.enTitle) === values.slug ? { slug: slugOf(title) } : {}) })
              }
            />
            <TextareaField
              name={text(language, 'summary')}
              label={label(text(language, 'summary'))}
              value={values[`${language}Summary`]}
              error={problem(text(language, 'summary'), postTextLimits.summary)}
              helper={<Trans>Shown in the list of posts and when the post is shared.</Trans>}
              required
              rows={2}
              maxLength={postTextLimits.summary}
              onChange={(summary) => set(text(language, 'summary'), summary)}
            />
            <MarkdownField
              name={text(language, 'body')}
              label={label(text(language, 'body'))}
              lang={language}
              value={values[`${language}Body`]}
              error={problem(text(language, 'body'), postTextLimits.body)}
              maxLength={postTextLimits.body}
              onChange={(body) => set(text(language, 'body'), body)}
            />
          </>
        )}
      />
    </RecordFormFrame>
  );
}
