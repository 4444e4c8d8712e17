import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML the server rendered from the team's Markdown and sanitized (server/services/content/markdown.ts): the
 * blog's articles and the help centre's answers, in the site's type and spacing.
 */
export function Prose({ html, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  return (
    <Box
      // Its links are the HTML's, not React's (tests/e2e/fixtures.ts tells them apart by this).
      data-prose=""
      lineHeight="1.75"
      fontSize={{ base: 'md', lg: 'lg' }}
      css={{
        '& > * + *': { marginTop: '1em' },
        '& h2': { fontSize: { base: 'xl', lg: '2xl' }, fontWeight: 'bold', lineHeight: '1.3', marginTop: '1.6em', letterSpacing: 'tight' },
        '& h3': { fontSize: { base: 'lg', lg: 'xl' }, fontWeight: 'semibold', lineHeight: '1.35', marginTop: '1.4em' },
        '& h4': { fontWeight: 'semibold', marginTop: '1.2em' },
        '& ul, & ol': { paddingInlineStart: '1.4em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.35em' },
        '& li::marker': { color: 'fg.muted' },
        '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& a:hover': { textDecorationThickness: '2px' },
        '& strong': { fontWeight: 'semibold' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.primary', paddingInlineStart: '1em', color: 'fg.muted' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', background: 'bg.muted', borderRadius: 'sm', paddingInline: '0.25em' },
        '& hr': { borderColor: 'border.muted' },
      }}
      {...props}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
